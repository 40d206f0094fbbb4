import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { axeFor } from './helpers';

/**
 * Every editorial route in the four languages, against the production build
 * and the sandbox's Prismic API: the server's HTML has the page's content and says what it
 * is to search engines (title, description, canonical, hreflang for the four
 * languages, Open Graph image), and the page in a browser passes axe's WCAG A/AA rules (each route in one
 * language).
 */
const LOCALES = ['it-it', 'es-es', 'de-de', 'en-gb'] as const;
type Locale = (typeof LOCALES)[number];

/** Each route and a heading it must show, per language (from the documents in content/). */
const ROUTES: { path: string; heading: Record<Locale, string> | null; image?: boolean }[] = [
  {
    path: '',
    heading: {
      'it-it': 'Cammina come una canzone',
      'es-es': 'Camina como una canción',
      'de-de': 'Geh wie ein Song',
      'en-gb': 'Walk like a song',
    },
    image: true,
  },
  {
    path: '/about-us',
    heading: { 'it-it': 'Chi siamo', 'es-es': 'Quiénes somos', 'de-de': 'Über uns', 'en-gb': 'About us' },
    image: true,
  },
  {
    path: '/about-us/made-in-italy',
    heading: { 'it-it': 'Made in Italy', 'es-es': 'Made in Italy', 'de-de': 'Made in Italy', 'en-gb': 'Made in Italy' },
    image: true,
  },
  {
    path: '/about-us/pop-soul',
    heading: { 'it-it': 'Pop-soul', 'es-es': 'Pop-soul', 'de-de': 'Pop-soul', 'en-gb': 'Pop-soul' },
    image: true,
  },
  {
    path: '/about-us/sustainability',
    heading: {
      'it-it': 'Sostenibilità',
      'es-es': 'Sostenibilidad',
      'de-de': 'Nachhaltigkeit',
      'en-gb': 'Sustainability',
    },
    image: true,
  },
  {
    path: '/about-us/work-with-us',
    heading: {
      'it-it': 'Lavora con noi',
      'es-es': 'Trabaja con nosotros',
      'de-de': 'Arbeite mit uns',
      'en-gb': 'Work with us',
    },
    image: true,
  },
  {
    path: '/discover/campaign',
    heading: { 'it-it': 'Campagne', 'es-es': 'Campañas', 'de-de': 'Kampagnen', 'en-gb': 'Campaigns' },
    image: true,
  },
  {
    path: '/discover/campaign/campaign-fw25',
    heading: {
      'it-it': 'Cammina come una canzone',
      'es-es': 'Camina como una canción',
      'de-de': 'Geh wie ein Song',
      'en-gb': 'Walk like a song',
    },
    image: true,
  },
  { path: '/discover/blog', heading: { 'it-it': 'Blog', 'es-es': 'Blog', 'de-de': 'Blog', 'en-gb': 'Blog' } },
  { path: '/discover/blog/players', heading: { 'it-it': 'Blog', 'es-es': 'Blog', 'de-de': 'Blog', 'en-gb': 'Blog' } },
  {
    path: '/discover/blog/article/the-last',
    heading: {
      'it-it': 'La forma: dove comincia ogni scarpa',
      'es-es': 'La horma: donde empieza cada zapato',
      'de-de': 'Der Leisten: wo jeder Schuh beginnt',
      'en-gb': 'The last: where every shoe begins',
    },
    image: true,
  },
  { path: '/discover/mood', heading: { 'it-it': 'Mood', 'es-es': 'Mood', 'de-de': 'Mood', 'en-gb': 'Mood' } },
  { path: '/discover/mood/neon-night', heading: null, image: true },
  {
    path: '/other/legal',
    heading: { 'it-it': 'Note legali', 'es-es': 'Información legal', 'de-de': 'Rechtliches', 'en-gb': 'Legal' },
  },
  {
    path: '/other/legal/terms-and-conditions',
    heading: {
      'it-it': 'Termini e condizioni',
      'es-es': 'Términos y condiciones',
      'de-de': 'Allgemeine Geschäftsbedingungen',
      'en-gb': 'Terms and conditions',
    },
  },
  {
    path: '/other/legal/privacy-policy',
    heading: {
      'it-it': 'Informativa privacy',
      'es-es': 'Política de privacidad',
      'de-de': 'Datenschutzerklärung',
      'en-gb': 'Privacy policy',
    },
  },
  {
    path: '/other/legal/cookie-policy',
    heading: {
      'it-it': 'Cookie policy',
      'es-es': 'Política de cookies',
      'de-de': 'Cookie-Richtlinie',
      'en-gb': 'Cookie policy',
    },
  },
  {
    path: '/other/customer-care/contact-us',
    heading: { 'it-it': 'Contattaci', 'es-es': 'Contáctanos', 'de-de': 'Kontakt', 'en-gb': 'Contact us' },
  },
  {
    path: '/other/customer-care/faq',
    heading: {
      'it-it': 'Domande frequenti',
      'es-es': 'Preguntas frecuentes',
      'de-de': 'Häufige Fragen',
      'en-gb': 'Frequently asked questions',
    },
  },
  {
    path: '/other/customer-care/payment-methods',
    heading: {
      'it-it': 'Metodi di pagamento',
      'es-es': 'Métodos de pago',
      'de-de': 'Zahlungsarten',
      'en-gb': 'Payment methods',
    },
  },
  {
    path: '/other/customer-care/shipments-and-returns',
    heading: {
      'it-it': 'Spedizioni e resi',
      'es-es': 'Envíos y devoluciones',
      'de-de': 'Versand und Rücksendungen',
      'en-gb': 'Shipments and returns',
    },
  },
  {
    path: '/other/shoe-care',
    heading: {
      'it-it': 'Cura delle scarpe',
      'es-es': 'Cuidado del calzado',
      'de-de': 'Schuhpflege',
      'en-gb': 'Shoe care',
    },
    image: true,
  },
  {
    path: '/maintenance',
    heading: {
      'it-it': 'Torniamo subito',
      'es-es': 'Volvemos enseguida',
      'de-de': 'Gleich wieder da',
      'en-gb': 'Back in a moment',
    },
    image: true,
  },
  { path: '/shop/line/sunny-side', heading: null, image: true },
];

/** What a route's server HTML must say: its language, one h1, and its tags for search engines. */
function expectSeo(document: Document, locale: Locale, route: (typeof ROUTES)[number]) {
  expect(document.documentElement.lang).toBe(locale.slice(0, 2));
  const h1 = document.querySelectorAll('h1, [role="heading"][aria-level="1"]');
  expect(h1).toHaveLength(1);
  const heading = (h1[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (route.heading) expect(heading).toBe(route.heading[locale]);
  else expect(heading).not.toBe('');

  expect(document.title).toMatch(/Passo/);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(`/${locale}${route.path}`);
  const alternates = Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [
    l.getAttribute('hreflang'),
    new URL(l.getAttribute('href') ?? '').pathname,
  ]);
  expect(alternates).toEqual([
    ['it-IT', `/it-it${route.path}`],
    ['es-ES', `/es-es${route.path}`],
    ['de-DE', `/de-de${route.path}`],
    ['en-GB', `/en-gb${route.path}`],
    ['x-default', `/it-it${route.path}`],
  ]);
  if (route.image)
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^https?:\/\//);
}

ROUTES.forEach((route, index) => {
  // A page's markup is the same in every language: axe checks each route in one of them, a different one
  // from route to route, so every language is checked on a quarter of the routes.
  const axeLocale = LOCALES[index % LOCALES.length]!;
  test(`${route.path || '/'} renders its content with SEO tags in every language, and no axe violations in ${axeLocale}`, async ({
    page,
    request,
  }) => {
    // The content and the tags are checked in the HTML the server sends: what a search engine reads first.
    for (const locale of LOCALES) {
      await test.step(`${locale}${route.path || '/'}`, async () => {
        const response = await request.get(`/${locale}${route.path}`);
        expect(response.status()).toBe(200);
        expectSeo(new JSDOM(await response.text()).window.document, locale, route);
      });
    }

    // The page as a browser shows it, once loaded, passes axe.
    expect((await page.goto(`/${axeLocale}${route.path}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const axe = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('blog tag filters show only tags the blog’s articles carry, and filter the list', async ({ page }) => {
  await page.goto('/en-gb/discover/blog');
  const topics = page.getByRole('navigation', { name: /topics/i });
  await expect(topics.getByRole('link')).toHaveText(['All', 'Collabs', 'Events', 'Objects', 'Players']);
  await expect(topics.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/en-gb\/discover\/blog\/events$/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'The Passo Summer Tour',
    'Our week at Milano Design Week',
  ]);
});

test('an unknown page of an editorial route is a 404', async ({ request }) => {
  for (const path of [
    '/en-gb/discover/blog/recipes',
    '/en-gb/about-us/nope',
    '/en-gb/discover/campaign/nope',
    '/en-gb/other/legal/nope',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('content links keep the visitor’s locale', async ({ page }) => {
  await page.goto('/de-at/about-us');
  await expect(page.getByRole('link', { name: 'Made in Italy' }).first()).toHaveAttribute(
    'href',
    '/de-at/about-us/made-in-italy',
  );
});

test('the FAQ shows the FAQ chapters and an answer opens from the keyboard', async ({ page }) => {
  await page.goto('/en-gb/other/customer-care/faq');
  await expect(page.getByRole('heading', { level: 2, name: 'Shipments' })).toBeVisible();
  const question = page.getByRole('button', { name: 'How long does it take?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/Italy 1–2 working days/)).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Italy 1–2 working days/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ answers are in the page and shown', async ({ page }) => {
    await page.goto('/en-gb/other/customer-care/faq');
    await expect(page.getByRole('heading', { level: 3, name: 'How long does it take?' })).toBeVisible();
    await expect(page.getByText(/Italy 1–2 working days/)).toBeVisible();
  });
});

test('shipments and returns links to the external returns portal', async ({ page }) => {
  await page.goto('/en-gb/other/customer-care/shipments-and-returns');
  const portal = page.locator('a[href^="https://returns.passo.example"]');
  await expect(portal).toHaveCount(1);
  await expect(portal).toHaveAttribute('target', '_blank');
});
