import { loadPasswordChecker, passwordProblem } from './passwordRule';

describe('the sign-up password rule', () => {
  it('asks for at least 8 characters', async () => {
    const isCommon = await loadPasswordChecker();
    expect(passwordProblem('', isCommon)).toBe('required');
    expect(passwordProblem('a7#kQ2z', isCommon)).toBe('too_short');
  });

  it.each(['password', 'password1', '12345678', 'iloveyou', 'qwertyuiop', 'football1'])(
    'refuses the known-common password %s',
    async (password) => {
      expect(passwordProblem(password, await loadPasswordChecker())).toBe('too_common');
    },
  );

  it('refuses a password made of the customer’s own name', async () => {
    expect(passwordProblem('linawertmuller', await loadPasswordChecker(), ['lina', 'wertmuller'])).toBe('too_common');
  });

  it.each(['pop-soul-2026', 'passo-demo-2026', 'Scarpe rosse al mare'])('accepts %s', async (password) => {
    expect(passwordProblem(password, await loadPasswordChecker())).toBeNull();
  });
});
