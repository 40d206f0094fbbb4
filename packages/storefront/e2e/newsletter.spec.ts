import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, hydrated, scrollToFooter, uniqueEmail } from './helpers';
import { pageSession, SUBSCRIBE_CALL } from './shopping';

/**
 * The newsletter everywhere: the home slice, the footer, the side panel and the
 * popup share one submit path. Timers run on the browser clock.
 */

const NOT_ALL_FIELDS = 'Please enter a valid email address and accept the privacy policy.';
const INVALID_EMAIL = 'Enter an email address like name@example.com';
const PRIVACY_REQUIRED = 'Accept the privacy policy to subscribe';
const EMAIL_REQUIRED = 'Email is required';
const SUCCESS = 'Welcome to the club! Check your inbox.';
const POPUP_TITLE = 'Join the Passo club';

/** Counts the subscription calls that leave the page (each one reaches the sandbox through the write proxy). */
function countSubscriptions(page: Page): { calls: number; answers: number[] } {
  const seen = { calls: 0, answers: [] as number[] };
  page.on('request', (request) => {
    if (request.url().includes(SUBSCRIBE_CALL)) seen.calls += 1;
  });
  page.on('response', (response) => {
    if (response.url().includes(SUBSCRIBE_CALL)) seen.answers.push(response.status());
  });
  return seen;
}

/** A client-side navigation, as a click on a link makes one. */
async function navigate(page: Page, path: string) {
  await page.evaluate(
    (to) => (window as unknown as { next: { router: { push(p: string): Promise<boolean> } } }).next.router.push(to),
    path,
  );
  await page.waitForURL(`**${path}`);
}

/**
 * Stops the page's clock where it is: from then on timers run only with `page.clock.runFor`, however slowly the
 * machine goes (`install` alone lets time flow). Axe and the captcha script need time to flow:
 * `page.clock.resume()` first.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * The GOV.UK error summary of a newsletter form after a failed submit: focused, "There is a problem", the spec's
 * `newsletter_not_all_fields_fill_out` under it on the main form only (the footer's), and each field's own
 * message as a link.
 */
async function expectSummary(form: Locator, links: string[], { mainForm = true } = {}) {
  const summary = form.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText('There is a problem');
  if (mainForm) await expect(summary).toContainText(NOT_ALL_FIELDS);
  else await expect(summary).not.toContainText(NOT_ALL_FIELDS);
  await expect(summary.getByRole('link')).toHaveText(links);
  return summary;
}

async function fillAndSubmit(form: Locator, email: string, { privacy = true } = {}) {
  await form.getByLabel(/^Email/).fill(email);
  if (privacy) await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

test.describe('newsletter forms', () => {
  test('the footer form refuses invalid fields, then subscribes a valid email exactly once', async ({ page }) => {
    await page.clock.install();
    const seen = countSubscriptions(page);
    await page.goto('/en-gb/about-us');
    await hydrated(page);
    await scrollToFooter(page);
    const form = page.locator('[data-newsletter-form="footer"]');
    await form.scrollIntoViewIfNeeded();

    await fillAndSubmit(form, 'not-an-email', { privacy: false });
    await expectSummary(form, [INVALID_EMAIL, PRIVACY_REQUIRED]);
    await expect(form.getByLabel(/^Email/)).toHaveAccessibleDescription(INVALID_EMAIL);
    // Keyboard: from the focused summary, Tab to the first link, Enter moves focus to its field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel(/^Email/)).toBeFocused();
    expect(seen.calls).toBe(0);

    // From here the page's time moves only when the test moves it (the captcha's own timer included).
    await pauseClock(page);
    await form.getByLabel(/^Email/).fill(uniqueEmail('footer'));
    await form.getByRole('checkbox').check({ force: true });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return form.getByRole('status').textContent();
      })
      .toBe(SUCCESS);
    expect(seen.calls).toBe(1);
    expect(seen.answers).toEqual([200]);

    // The success message shows for 5 s, then the form resets and the message hides.
    await page.clock.runFor(4_000);
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await page.clock.runFor(1_500);
    await expect(form.getByText(SUCCESS)).toHaveCount(0);
    await expect(form.getByLabel(/^Email/)).toHaveValue('');
    expect(seen.calls).toBe(1);
  });

  test('a filled spam trap sends nothing and looks like success', async ({ page }) => {
    const seen = countSubscriptions(page);
    await page.goto('/en-gb/about-us');
    await hydrated(page);
    await scrollToFooter(page);
    const form = page.locator('[data-newsletter-form="footer"]');
    await form.scrollIntoViewIfNeeded();
    await form.locator('input[name="email_field"]').fill('bot@example.com', { force: true });
    await fillAndSubmit(form, uniqueEmail('bot'));
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await page.waitForTimeout(500);
    expect(seen.calls).toBe(0);
  });

  test('the home page slice refuses invalid fields and subscribes a valid email exactly once', async ({ page }) => {
    const seen = countSubscriptions(page);
    await page.goto('/en-gb');
    await hydrated(page);
    // The slice's form loads as the shopper scrolls near it.
    await page.locator('section[data-slice-type="newsletter_block"]').scrollIntoViewIfNeeded();
    const form = page.locator('section[data-slice-type="newsletter_block"] form');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectSummary(form, [EMAIL_REQUIRED, PRIVACY_REQUIRED]);
    expect(seen.calls).toBe(0);

    await fillAndSubmit(form, uniqueEmail('slice'));
    await expect(page.locator('section[data-slice-type="newsletter_block"]').getByRole('status')).toHaveText(SUCCESS);
    expect(seen.calls).toBe(1);
    expect(seen.answers).toEqual([200]);
  });
});

test.describe('newsletter popup', () => {
  test('shows 12 s after a page once 3 route changes have happened, leads to the side panel, and stays away for 21 days', async ({
    page,
    context,
  }) => {
    // A long journey: four pages, two axe runs, a submission and 21 days of quiet.
    test.setTimeout(90_000);
    await page.clock.install();
    const seen = countSubscriptions(page);
    await page.goto('/en-gb');
    await hydrated(page);
    // The popup's timer code loads after the page is interactive.
    await page.waitForLoadState('networkidle');
    await pauseClock(page);
    const popup = page.getByRole('dialog', { name: POPUP_TITLE });

    // Two route changes: no popup, however long the visitor stays.
    await navigate(page, '/en-gb/about-us');
    await navigate(page, '/en-gb/other/legal');
    await page.clock.runFor(30_000);
    await expect(popup).toHaveCount(0);

    // The third: not before 12 s…
    await navigate(page, '/en-gb/about-us/made-in-italy');
    await page.clock.runFor(11_000);
    await expect(popup).toHaveCount(0);
    // …but after.
    await page.clock.runFor(1_500);
    await expect(popup).toBeVisible();
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);

    const cookie = (await context.cookies()).find((c) => c.name === 'modal-newsletter');
    expect(cookie).toBeDefined();
    const lifetimeS = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetimeS).toBeGreaterThan(1_814_400 - 120);
    expect(lifetimeS).toBeLessThanOrEqual(1_814_400 + 5);

    // Keyboard: the popup has focus; its "Sign me up" opens the side panel once the popup has left.
    const signUp = popup.getByRole('button', { name: 'Sign me up' });
    for (let i = 0; i < 4 && !(await signUp.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(signUp).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('button', { name: 'Later' })).toHaveCount(0);
    // One dialog of that name: the side panel with its form, the popup gone.
    const panel = page.getByRole('dialog', { name: POPUP_TITLE });
    await expect(panel.locator('[data-newsletter-form="panel"]')).toBeVisible();
    await expect(panel).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // The side panel's form: invalid, then valid (exactly one call).
    const form = panel.locator('[data-newsletter-form="panel"]');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectSummary(form, [EMAIL_REQUIRED, PRIVACY_REQUIRED], { mainForm: false });
    expect(seen.calls).toBe(0);
    await form.getByLabel(/^Email/).fill(uniqueEmail('panel'));
    await form.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await form.getByRole('button', { name: 'Subscribe' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    expect(seen.calls).toBe(1);
    await page.clock.runFor(5_500);
    await page.clock.runFor(1_000);
    await expect(panel).toHaveCount(0);

    // 21 days of quiet: more pages, more time, no popup.
    for (const path of ['/en-gb/other/legal', '/en-gb/about-us', '/en-gb', '/en-gb/about-us/made-in-italy']) {
      await navigate(page, path);
    }
    await page.clock.runFor(20_000);
    await expect(page.getByRole('dialog', { name: POPUP_TITLE })).toHaveCount(0);
  });

  test('closes plainly with "Later"', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en-gb');
    await hydrated(page);
    // The popup's timer code loads after the page is interactive.
    await page.waitForLoadState('networkidle');
    await pauseClock(page);
    for (const path of ['/en-gb/about-us', '/en-gb/other/legal', '/en-gb/about-us/made-in-italy']) {
      await navigate(page, path);
    }
    await page.clock.runFor(12_500);
    const popup = page.getByRole('dialog', { name: POPUP_TITLE });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Later' }).click();
    await page.clock.runFor(1_000);
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a subscriber never sees it', async ({ page, baseURL }) => {
    await page.clock.install();
    await page.goto('/en-gb');
    // Signed in on the page's own session (a sign-in before the page has one would be replaced by it).
    await pageSession(page);
    const login = await page.request.post('/api/commerce-write?url=checkout/login', {
      headers: { origin: baseURL ?? '' },
      data: { email: 'demo@passo.example', password: 'passo-demo-2026' },
    });
    expect(login.ok()).toBe(true);
    for (const path of ['/en-gb/about-us', '/en-gb/other/legal', '/en-gb/about-us/made-in-italy', '/en-gb']) {
      await navigate(page, path);
    }
    await page.waitForLoadState('networkidle');
    // From now on, the only customer check is the popup's own, when its 12 s have run: it asks whether the
    // visitor is a subscriber, and is told so.
    const checks: boolean[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('checkout%2Fcustomer') && !response.url().includes('checkout/customer')) return;
      const body = (await response.json().catch(() => null)) as { customer?: { newsletter?: boolean } } | null;
      checks.push(body?.customer?.newsletter === true);
    });
    await page.clock.runFor(30_000);
    await expect.poll(() => checks).toContain(true);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: POPUP_TITLE })).toHaveCount(0);
  });
});

test('the captcha script loads on the first focus of a newsletter form, never with the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/\/captcha\/api\.js|recaptcha\/api\.js/.test(request.url())) scripts.push(request.url());
  });
  await page.goto('/it-it/about-us');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(0);
  await scrollToFooter(page);
  const footer = page.locator('[data-newsletter-form="footer"]');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('textbox').focus();
  await expect.poll(() => scripts.length).toBe(1);
  // Later focuses do not load it again.
  await footer.getByRole('checkbox').focus();
  await footer.getByRole('textbox').focus();
  await page.waitForTimeout(300);
  expect(scripts).toHaveLength(1);
});
