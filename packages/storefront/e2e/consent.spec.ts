import { expect as baseExpect, test, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { routes } from '../src/lib/routes';
import { alternatingWidths, consentCookies, expectNoSeriousA11yViolations, scrollToFooter } from './helpers';

/** A first visit: no cookie choice yet (the other journeys run with one, see playwright.config.ts). */
test.use({ storageState: { cookies: [], origins: [] } });
// The banner's code and labels load after the page is interactive, which takes a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Entry = Record<string, unknown>;

/** The data layer, each gtag command (an `arguments` object) as the list of its arguments. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).map((e) =>
      Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as unknown as unknown[]) : e,
    ),
  );
const events = async (page: Page) =>
  (await dataLayer(page)).flatMap((e) => (!Array.isArray(e) && typeof e.event === 'string' ? [e.event] : []));
const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter((e): e is unknown[] => Array.isArray(e) && e[0] === 'consent');

/** The analytics code has loaded: consent mode's default is on the data layer. */
async function analyticsLoaded(page: Page) {
  await expect.poll(async () => (await consentCommands(page))[0]?.slice(0, 2)).toEqual(['consent', 'default']);
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
/** Cookies that would mean a tag ran without consent (Google Analytics, Ads). */
const TRACKING_COOKIE = /^(_ga|_gid|_gat|_gcl|_fbp|_uet)/;

const banner = (page: Page) => page.getByRole('dialog', { name: 'I cookie di Passo' });

for (const width of [360, 1280]) {
  test.describe(`cookie choice at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a first visit shows the choice with accept and reject side by side, and nothing leaves before it', async ({
      page,
      context,
    }) => {
      await page.goto(routes.home('it-it'));
      const choice = banner(page);
      await expect(choice).toBeVisible();
      // Its code has rendered it in place of the server's HTML: it takes focus then.
      await expect(choice).toBeFocused();
      const reject = choice.getByRole('button', { name: 'Rifiuta tutti' });
      const accept = choice.getByRole('button', { name: 'Accetta tutti' });
      const [r, a] = [(await reject.boundingBox())!, (await accept.boundingBox())!];
      // Side by side, the same size: equally prominent.
      expect(Math.abs(r.y - a.y)).toBeLessThan(1);
      expect(Math.abs(r.width - a.width)).toBeLessThan(1);
      expect(Math.abs(r.height - a.height)).toBeLessThan(1);
      await expect(choice.getByRole('button', { name: 'Personalizza' })).toBeVisible();

      await analyticsLoaded(page);
      expect((await consentCommands(page))[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
      expect(await events(page)).toEqual([]);
      const names = (await context.cookies()).map((c) => c.name);
      expect(names.filter((n) => TRACKING_COOKIE.test(n))).toEqual([]);
      expect(names).not.toContain('passo_consent');
      await expectNoSeriousA11yViolations(page);
    });
  });
}

// What follows the first paint does not depend on the width: each journey runs once, at a phone's or a
// desktop's width in turn (the banner's layout is checked at both, above).
const atNextWidth = alternatingWidths();

atNextWidth(() => {
  test('"reject all" leaves no banner on reload and keeps analytics off', async ({ page, context }) => {
    await page.goto(routes.home('it-it'));
    await analyticsLoaded(page);
    await banner(page).getByRole('button', { name: 'Rifiuta tutti' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED]);

    await page.reload();
    await analyticsLoaded(page);
    await expect.poll(async () => (await consentCommands(page)).length).toBe(2);
    await expect(banner(page)).toHaveCount(0);
    // A page change (client-side, from the footer) raises a page view: none leaves.
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(routes.legal('it-it', 'privacy-policy'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await events(page)).toEqual([]);
    expect((await context.cookies()).map((c) => c.name).filter((n) => TRACKING_COOKIE.test(n))).toEqual([]);
  });
});

atNextWidth(() => {
  test('"accept all" sends the page view held while the choice was pending', async ({ page }) => {
    await page.goto(routes.home('it-it'));
    await analyticsLoaded(page);
    expect(await events(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner(page)).toHaveCount(0);
    const layer = await dataLayer(page);
    const update = layer.findIndex((e) => Array.isArray(e) && e[1] === 'update');
    expect(layer[update]).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
    expect(layer[update + 1]).toMatchObject({ event: 'page_view', page_path: '/it-it' });
    // The held real-user vitals (web_vitals) go out with it; no other event does.
    expect((await events(page)).filter((e) => e !== 'web_vitals')).toEqual(['page_view']);
  });
});

atNextWidth(() => {
  test('the footer’s "cookie preferences" reopens the choice, which can withdraw consent', async ({ page }) => {
    await page.goto(routes.home('it-it'));
    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner(page)).toHaveCount(0);
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' }).click();
    const choice = banner(page);
    await expect(choice).toBeVisible();
    const statistics = choice.getByRole('checkbox', { name: 'Statistiche' });
    await expect(statistics).toBeChecked();
    await expect(choice.getByRole('checkbox', { name: 'Necessari (sempre attivi)' })).toBeDisabled();
    // React Aria's input is visually hidden under its drawn box: ticked from the keyboard.
    await statistics.focus();
    await page.keyboard.press('Space');
    await expect(statistics).not.toBeChecked();
    await choice.getByRole('button', { name: 'Salva le mie scelte' }).click();
    await expect(choice).toHaveCount(0);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' },
    ]);
  });
});

atNextWidth(() => {
  test('with the keyboard alone: the banner takes focus, Tab reaches its buttons, Escape refuses', async ({ page }) => {
    await page.goto(routes.home('it-it'));
    await analyticsLoaded(page);
    const choice = banner(page);
    await expect(choice).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(choice.getByRole('button', { name: 'Chiudi senza accettare' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(choice.getByRole('link', { name: 'Leggi la cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(choice.getByRole('button', { name: 'Rifiuta tutti' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(choice.getByRole('button', { name: 'Accetta tutti' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(choice).toHaveCount(0);
    // Closing without a choice counts as refusing.
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED]);
    expect(await events(page)).toEqual([]);

    // The footer's control, reached and pressed from the keyboard, opens it again.
    const preferences = page.getByRole('contentinfo').getByRole('button', { name: 'Preferenze cookie' });
    await preferences.focus();
    await page.keyboard.press('Enter');
    await expect(choice).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(choice).toHaveCount(0);
    await expect(preferences).toBeFocused();
  });
});

test.describe('the cookie choice in the first paint', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  /** The page's HTML and its first inline script only: every script file of the page's code is refused. */
  const withoutPageCode = (page: Page) => page.route('**/*.js', (route) => route.abort());

  test('shows to a first visitor before any of the page’s code has run, in the shop’s language', async ({ page }) => {
    await withoutPageCode(page);
    await page.goto(routes.category('it-it', 'woman'));
    const choice = banner(page);
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('button', { name: 'Accetta tutti' })).toBeVisible();
    await expect(choice.getByRole('link', { name: 'Leggi la cookie policy' })).toBeVisible();
  });

  test('never shows to a visitor who has chosen, not even before the page’s code has run', async ({
    page,
    context,
  }) => {
    await context.addCookies(consentCookies(['127.0.0.1', 'localhost'], { statistics: false, marketing: false }));
    await withoutPageCode(page);
    await page.goto(routes.category('it-it', 'woman'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('stays away without JavaScript, where its buttons could not work', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(routes.category('it-it', 'woman'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await context.close();
  });
});

test.describe('accessibility statement', () => {
  const STATEMENTS = [
    ['it-it', 'Dichiarazione di accessibilità', 'Dichiarazione di accessibilità'],
    ['es-es', 'Declaración de accesibilidad', 'Declaración de accesibilidad'],
    ['de-de', 'Barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
    ['en-gb', 'Accessibility statement', 'Accessibility statement'],
  ] as const;

  test('every language’s footer links its statement, which answers 200 with its heading and the regulator’s form', async ({
    request,
  }) => {
    // What the server sends, in the four languages: the footer's link and the page it leads to.
    for (const [locale, linkName, heading] of STATEMENTS) {
      const home = new JSDOM(await (await request.get(routes.home(locale))).text()).window.document;
      const link = Array.from(home.querySelectorAll('footer a')).find((a) => a.textContent?.trim() === linkName);
      expect(link?.getAttribute('href'), `${locale}: the footer's link`).toBe(
        routes.legal(locale, 'accessibility-statement'),
      );
      const response = await request.get(link!.getAttribute('href')!);
      expect(response.status()).toBe(200);
      const page = new JSDOM(await response.text()).window.document;
      expect(page.querySelector('h1')?.textContent?.trim()).toBe(heading);
      expect(Array.from(page.querySelectorAll('a')).find((a) => a.textContent === 'form.agid.gov.it')?.href).toBe(
        'https://form.agid.gov.it/',
      );
    }
  });

  test('the statement, reached from the footer in a browser, has no serious accessibility violations', async ({
    page,
  }) => {
    await page.goto(routes.home('it-it'));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Dichiarazione di accessibilità', exact: true })
      .click();
    await expect(page).toHaveURL(routes.legal('it-it', 'accessibility-statement'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
