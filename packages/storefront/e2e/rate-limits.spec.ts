import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, open, uniqueEmail } from './helpers';

/**
 * Rate limits, kept by the storefront's proxy (packages/proxy-api/src/rateLimit.ts) with its
 * default limits: the back-end (the sandbox) does not limit password-reset e-mails at all, so the refusal
 * seen here can only be the proxy's.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

test('password reset: a fourth request for one e-mail within the hour → 429 with Retry-After, and the wait in Italian in the form’s summary', async ({
  page,
}) => {
  // Four round trips through the proxy, each waited for, then axe: over the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('limit');
  await open(page, '/it-it/other/password-reset');
  const main = page.getByRole('main');
  const send = main.getByRole('button', { name: 'Inviami il link' });
  const sent = main.getByText('Se l’indirizzo è registrato, riceverai un’email con il link.');

  for (let i = 0; i < 3; i += 1) {
    await main.getByLabel('Email').fill(email);
    const answer = page.waitForResponse(
      (res) =>
        res.url().includes('checkout%2Fpassword-reset-email') || res.url().includes('checkout/password-reset-email'),
    );
    await send.click();
    expect((await answer).status()).toBe(200);
    await expect(sent).toBeVisible();
  }

  await main.getByLabel('Email').fill(email);
  const refused = page.waitForResponse((res) => res.url().includes('password-reset-email'));
  await send.click();
  const res = await refused;
  expect(res.status()).toBe(429);
  const retryAfter = Number(res.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);

  const summary = main.locator('[data-error-summary]');
  await expect(summary).toContainText('Troppi tentativi. Riprova tra 60 min.');
  await expect(summary).toBeFocused();
  // GOV.UK summary: it links to the field that carries the same words.
  await expect(main.getByText('Troppi tentativi. Riprova tra 60 min.')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});
