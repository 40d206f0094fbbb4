import { createHash } from 'node:crypto';
import { FIRST_SCRIPT_HASH } from '../../lib/security/headers';
import { serializeConsent } from '../../features/consent/consent';
import { FIRST_SCRIPT } from './firstScript';

function runFirstScript(cookie: string) {
  for (const name of document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean)) {
    document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
  if (cookie) document.cookie = cookie;
  document.documentElement.removeAttribute('data-cookie-choice');
  window.eval(FIRST_SCRIPT);
  return document.documentElement.getAttribute('data-cookie-choice');
}

describe('the page’s first script', () => {
  it('is allowed by the policy’s hash of exactly the script the page runs', () => {
    const hash = createHash('sha256').update(FIRST_SCRIPT).digest('base64');
    expect(FIRST_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });

  it('asks for the cookie choice from the first paint when the browser holds no choice', () => {
    expect(runFirstScript('passo_country=IT')).toBe('ask');
  });

  it('leaves the choice hidden when the browser holds a choice of this version', () => {
    const choice = serializeConsent({ statistics: false, marketing: true, at: new Date().toISOString() });
    expect(runFirstScript(`passo_consent=${choice}`)).toBeNull();
  });

  it('asks again for a choice made under another version of the categories', () => {
    expect(runFirstScript('passo_consent=0.1.1.2026-11-01T10:00:00.000Z')).toBe('ask');
  });

  it('is not fooled by another cookie whose name ends like the choice’s', () => {
    const choice = serializeConsent({ statistics: true, marketing: true, at: new Date().toISOString() });
    expect(runFirstScript(`old_passo_consent=${choice}`)).toBe('ask');
  });
});
