import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api/core';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState } from '../../core/store/state';
import { PasswordResetPage } from './PasswordResetPage';

const resetPassword = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<object>('../../lib/api'),
  api: { resetPassword: (...args: unknown[]) => resetPassword(...args) },
}));
const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ query: { id: '7', i: 'secret' }, push }) }));

const ITALIAN = {
  password_new: 'Nuova password',
  password_rule: 'Almeno $min caratteri, non una password comune.',
  password_too_short: 'La password è troppo corta',
  password_too_common: 'Questa password è troppo comune o facile da indovinare',
  reset_save: 'Salva ed entra',
  error_summary_title: "C'è un problema",
};

function renderReset() {
  const base = defaultAppState('it');
  const store = createStore({ ...base, content: { ...base.content, labels: { ...base.content.labels, ...ITALIAN } } });
  render(
    <StoreProvider store={store}>
      <PasswordResetPage />
    </StoreProvider>,
  );
  return screen.getByLabelText('Nuova password', { selector: 'input' });
}

/** The texts an element is described by, in order (`aria-describedby`). */
function descriptions(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('the new-password field', () => {
  beforeEach(() => {
    resetPassword.mockReset();
    push.mockReset();
  });

  it('says the rule once, in its hint, before anything is typed', () => {
    const field = renderReset();
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(descriptions(field)).toEqual(['Almeno 8 caratteri, non una password comune.']);
  });

  it('keeps the hint to the rule while typing: what is wrong is not said twice', async () => {
    const field = renderReset();
    await userEvent.type(field, 'password1');
    expect(descriptions(field)).toEqual(['Almeno 8 caratteri, non una password comune.']);
  });

  it('a short password: the error says in short what is wrong, the hint keeps the rule, both describe the field, the summary links to it with the same words', async () => {
    const field = renderReset();
    await userEvent.type(field, 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Salva ed entra' }));
    const summary = await screen.findByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(descriptions(field)).toEqual(['Almeno 8 caratteri, non una password comune.', 'La password è troppo corta']);
    const link = within(summary).getByRole('link', { name: 'La password è troppo corta' });
    await userEvent.click(link);
    expect(field).toHaveFocus();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('a common password is refused before anything is sent', async () => {
    const field = renderReset();
    await userEvent.type(field, 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Salva ed entra' }));
    const summary = await screen.findByRole('alert', { name: "C'è un problema" });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Questa password è troppo comune o facile da indovinare',
    );
    expect(descriptions(field)).toContain('Questa password è troppo comune o facile da indovinare');
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('a password the server refuses shows the server’s reason in the field and the error summary', async () => {
    // The shop knows no names on this page; the server checks against the account's own (Lina Wertmüller).
    resetPassword.mockRejectedValue(new ApiError(400, { password: 'too common or easy to guess' }, null));
    const field = renderReset();
    await userEvent.type(field, 'linawertmuller');
    await userEvent.click(screen.getByRole('button', { name: 'Salva ed entra' }));
    const summary = await screen.findByRole('alert', { name: "C'è un problema" });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Questa password è troppo comune o facile da indovinare',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(descriptions(field)).toEqual([
      'Almeno 8 caratteri, non una password comune.',
      'Questa password è troppo comune o facile da indovinare',
    ]);
    expect(resetPassword).toHaveBeenCalledTimes(1);
  });

  it('a password by the rule is sent as typed', async () => {
    resetPassword.mockResolvedValue({ customer: null });
    const field = renderReset();
    await userEvent.type(field, 'scarpe-rosse-al-mare');
    await userEvent.click(screen.getByRole('button', { name: 'Salva ed entra' }));
    await waitFor(() => expect(resetPassword).toHaveBeenCalledWith('7', 'secret', 'scarpe-rosse-al-mare'));
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringMatching(/\/other\/account\/my-account$/)));
  });
});
