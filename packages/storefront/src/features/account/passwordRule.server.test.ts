/**
 * @jest-environment node
 */
/**
 * The shop and its back-end apply one password rule: every password of the corpus gets the same verdict
 * from the shop's check (in the browser) and from the sandbox (register over HTTP). The sandbox shares no
 * code with the shop, so this is what keeps the two from drifting.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandboxProcess, type SandboxProcess } from '@passo/proxy-api/testing';
import { loadPasswordChecker, passwordProblem } from './passwordRule';

const CUSTOMER = { firstName: 'Lina', lastName: 'Wertmuller' };
const CORPUS = [
  'short12',
  'password',
  'password1',
  'Password123',
  '12345678',
  'iloveyou',
  'qwertyuiop',
  'football1',
  'abcdefgh',
  'linawertmuller',
  'wertmuller2026',
  'longenough',
  'brand-new-pass',
  'pop-soul-2026',
  'passo-demo-2026',
  'Scarpe rosse al mare',
  'un-nuovo-inizio-2026',
];

let dir: string;
let sandbox: SandboxProcess;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passo-password-rule-'));
  sandbox = await startSandboxProcess({ dbFile: join(dir, 'sandbox.db'), fresh: true, env: {} });
}, 60_000);
afterAll(async () => {
  await sandbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('one password rule for the shop and its back-end', () => {
  it('the sandbox refuses at sign-up exactly the passwords the shop refuses', async () => {
    const isCommon = await loadPasswordChecker();
    const verdicts = await Promise.all(
      CORPUS.map(async (password, n) => {
        const email = `rule-${n}@example.com`;
        const shop = passwordProblem(password, isCommon, [CUSTOMER.firstName, CUSTOMER.lastName, email]);
        const res = await fetch(`${sandbox.url}/commerce/checkout/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...CUSTOMER, email, password }),
        });
        const body = (await res.json()) as { errors?: { password?: string } };
        return { password, shop: shop === null, server: res.status === 201, reason: body.errors?.password };
      }),
    );
    expect(verdicts.filter((v) => v.shop !== v.server)).toEqual([]);
    // The corpus holds both verdicts, so the comparison can fail either way.
    expect(verdicts.some((v) => v.server)).toBe(true);
    expect(verdicts.some((v) => v.reason === 'too common or easy to guess')).toBe(true);
    expect(verdicts.some((v) => v.reason === 'at least 8 characters')).toBe(true);
  });
});
