import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { routes } from '../src/lib/routes';
import { CHANGES_SANDBOX, sandbox, sandboxListing, type ListedProduct } from './helpers';

type Json = Record<string, unknown>;

/** Every JSON-LD document of a page as the server sent it, each parsed (a script that does not parse fails). */
function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Json,
  );
}

const ofType = (docs: Json[], type: string) => docs.filter((doc) => doc['@type'] === type);

async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The page's price as the browser formats it for the page's language and market. */
function formatted(page: Page, amount: number, currency: string, intl: string) {
  return page.evaluate(([n, c, l]) => new Intl.NumberFormat(l, { style: 'currency', currency: c }).format(n), [
    amount,
    currency,
    intl,
  ] as const);
}

/** A woman's product of the seed with a size sold out in the default market and a size in stock. */
async function productWithSoldOutSize(): Promise<ListedProduct> {
  const { products } = await sandboxListing('woman');
  const stock = (item: ListedProduct['items'][number]) => item.stockByMarket['1'] ?? 0;
  const product = products.find((p) => p.items.some((i) => stock(i) === 0) && p.items.some((i) => stock(i) > 0));
  if (!product) throw new Error('the seed has no woman’s product with a sold-out size');
  return product;
}

interface Offer {
  '@type': string;
  name: string;
  price: number;
  priceCurrency: string;
  availability: string;
}

for (const { locale, intl, currency } of [
  { locale: 'it-it', intl: 'it-IT', currency: 'EUR' },
  { locale: 'en-se', intl: 'en-SE', currency: 'SEK' },
]) {
  test(`a product page's JSON-LD has an offer per size with the price, currency and availability the page shows (${locale})`, async ({
    page,
  }) => {
    const product = await productWithSoldOutSize();
    const path = routes.product(locale, product.uri);
    await page.goto(path);
    const docs = jsonLdOf(await page.content());
    const [data] = ofType(docs, 'Product');
    expect(data).toMatchObject({ name: product.name, brand: { '@type': 'Brand', name: 'Passo' } });
    const offers = data!.offers as Offer[];
    expect(offers.map((offer) => offer.name)).toEqual(product.items.map((item) => item.eu));
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe(currency);
      await expect(page.getByRole('main')).toContainText(await formatted(page, offer.price, currency, intl));
      const size = page.getByRole('radio', { name: new RegExp(`^${offer.name}\\b`) });
      if (offer.availability === 'https://schema.org/OutOfStock') await expect(size).toBeDisabled();
      else {
        expect(offer.availability).toBe('https://schema.org/InStock');
        await expect(size).toBeEnabled();
      }
    }
    // A size with no stock in the market is OutOfStock.
    const soldOut = product.items.find((item) => (item.stockByMarket['1'] ?? 0) === 0)!;
    expect(offers.find((offer) => offer.name === soldOut.eu)?.availability).toBe('https://schema.org/OutOfStock');
    // The return policy and delivery come from the shop's returns content, for the market's country.
    expect(offers[0]).toMatchObject({
      hasMerchantReturnPolicy: { merchantReturnDays: 30, applicableCountry: locale.slice(3).toUpperCase() },
      shippingDetails: { shippingDestination: { addressCountry: locale.slice(3).toUpperCase() } },
    });
    // home → section → category → product
    const [trail] = ofType(docs, 'BreadcrumbList');
    const items = trail!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]!.item).toMatch(new RegExp(`/${locale}$`));
    expect(items.at(-1)).toMatchObject({ name: product.name, item: data!.url });
    // One absolute canonical, the product's own URL; og:type product, its image with its size.
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    expect(await canonical.getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(data!.url).toBe(await canonical.getAttribute('href'));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', /^\d+$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
}

test('a category page carries its breadcrumb and the list of the products it shows', async ({ page }) => {
  const path = routes.category('it-it', 'woman/new-collection');
  await page.goto(path);
  const docs = jsonLdOf(await page.content());
  const [trail] = ofType(docs, 'BreadcrumbList');
  expect((trail!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
    'Passo',
    'Donna',
    (await page.getByRole('heading', { level: 1 }).textContent())?.trim(),
  ]);
  const [list] = ofType(docs, 'ItemList');
  const listed = (list!.itemListElement as { url: string }[]).map((item) => new URL(item.url).pathname);
  const shown = await page
    .getByRole('main')
    .locator(`a[href^="${routes.product('it-it', '')}"]`)
    .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed).toEqual(shown);
});

test('a filtered or paged listing is noindex and names the unfiltered listing as its canonical', async ({
  request,
}) => {
  const listing = routes.category('it-it', 'woman');
  for (const view of [`${listing}?size=38`, `${listing}?page=2`]) {
    const html = await serverHtml(request, view);
    expect(html, view).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/);
    expect(html.match(/<link rel="canonical"[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${listing}"`));
    expect(html).not.toMatch(/<link rel="alternate" hreflang/i);
  }
  expect(await serverHtml(request, listing)).not.toContain('noindex');
});

test('the home names the brand (Organization) and the site with its search (WebSite and SearchAction)', async ({
  request,
}) => {
  const docs = jsonLdOf(await serverHtml(request, routes.home('it-it')));
  const [organization] = ofType(docs, 'Organization');
  expect(organization).toMatchObject({ name: 'Passo', logo: expect.stringMatching(/^https?:\/\//) });
  expect(organization!.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('instagram.com')]));
  const [site] = ofType(docs, 'WebSite');
  expect(site!.potentialAction).toMatchObject({
    '@type': 'SearchAction',
    target: { urlTemplate: expect.stringMatching(/\/it-it\/shop\/search-results\?keyword=\{search_term_string\}$/) },
    'query-input': 'required name=search_term_string',
  });
});

test('a blog article is a BlogPosting with its headline, date and author, and og:type article', async ({ page }) => {
  await page.goto(routes.blogArticle('it-it', 'milano-design-week'));
  const [article] = ofType(jsonLdOf(await page.content()), 'BlogPosting');
  expect(article).toMatchObject({
    headline: (await page.getByRole('heading', { level: 1 }).textContent())?.trim(),
    inLanguage: 'it-it',
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});

test('a campaign is a CreativeWork', async ({ request }) => {
  const docs = jsonLdOf(await serverHtml(request, routes.campaign('it-it', 'campaign-fw25')));
  expect(ofType(docs, 'CreativeWork')).toHaveLength(1);
});

test('a </script> in a title cannot break out of the JSON-LD', CHANGES_SANDBOX, async ({ page, request }) => {
  const uid = 'milano-design-week';
  const path = routes.blogArticle('it-it', uid);
  const original =
    (jsonLdOf(await serverHtml(request, path)).find((d) => d['@type'] === 'BlogPosting')!.headline as string) ?? '';
  const title = 'Design week </script><script>window.__seoInjected = true</script>';
  await sandbox('/__sandbox/content', { type: 'blog_article', uid, lang: 'it-it', data: { title } });
  try {
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 15_000 }).toContain('Design week');
    await page.goto(path);
    expect(await page.evaluate(() => (window as { __seoInjected?: boolean }).__seoInjected)).toBeUndefined();
    const [article] = ofType(jsonLdOf(await page.content()), 'BlogPosting');
    expect(article!.headline).toBe(title);
  } finally {
    await sandbox('/__sandbox/content', { type: 'blog_article', uid, lang: 'it-it', data: { title: original } });
  }
});

/** A page's hreflang set as the server sent it: hreflang → URL. */
async function alternatesOf(request: APIRequestContext, url: string): Promise<Record<string, string>> {
  const html = await serverHtml(request, url);
  const set: Record<string, string> = {};
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)) {
    set[match[1]!] = match[2]!;
  }
  return set;
}

test('a product page lists every language it exists in plus x-default, each answers 200 and lists the others back', async ({
  request,
}) => {
  const product = (await sandboxListing('woman', { items_per_page: '1' })).products[0]!;
  const set = await alternatesOf(request, routes.product('it-it', product.uri));
  expect(Object.keys(set).sort()).toEqual(['de-DE', 'en-GB', 'es-ES', 'it-IT', 'x-default']);
  for (const [lang, url] of Object.entries(set)) {
    expect(url, lang).toMatch(new RegExp(`^https?://[^/]+/${lang === 'x-default' ? 'it-it' : lang.toLowerCase()}/`));
    // Each alternate answers 200 and names the same set.
    expect(await alternatesOf(request, new URL(url).pathname), url).toEqual(set);
  }
});

const NOINDEX_PATHS = [
  '/checkout',
  '/other/account',
  '/other/signin',
  '/other/signup',
  '/other/password-reset',
  '/shop/search-results',
  '/maintenance',
  '/preview',
  '/shop/view/',
];

test('sitemap.xml is a well-formed urlset with xhtml alternates and lists no noindex page', async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => ['url', 'xhtml:link'].includes(name),
  }).parse(xml) as {
    urlset: {
      xmlns: string;
      'xmlns:xhtml': string;
      url: { loc: string; lastmod?: string; 'xhtml:link'?: { rel: string; hreflang: string; href: string }[] }[];
    };
  };
  const { urlset } = parsed;
  expect(urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  expect(urlset.url.length).toBeGreaterThan(0);
  expect(urlset.url.length).toBeLessThanOrEqual(50_000);
  // The sitemap protocol: an absolute http(s) URL under 2,048 characters, listed once, a W3C date; each
  // xhtml:link an alternate with a valid hreflang and an absolute URL, the page itself among them. Problems
  // are collected and compared once (an expect per URL would make the test as slow as the sitemap is long).
  const locs = new Set<string>();
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  for (const url of urlset.url) {
    check(/^https?:\/\/[^/]+\/[a-z]{2}-[a-z]{2}(\/|$)/.test(url.loc) && url.loc.length < 2048, `bad loc ${url.loc}`);
    check(!locs.has(url.loc), `listed twice: ${url.loc}`);
    locs.add(url.loc);
    check(url.lastmod === undefined || /^\d{4}-\d{2}-\d{2}$/.test(String(url.lastmod)), `bad lastmod ${url.loc}`);
    const links = url['xhtml:link'] ?? [];
    for (const link of links) {
      check(link.rel === 'alternate', `rel ${link.rel} in ${url.loc}`);
      check(/^([a-z]{2}-[A-Z]{2}|x-default)$/.test(link.hreflang), `hreflang ${link.hreflang} in ${url.loc}`);
      check(/^https?:\/\//.test(link.href), `relative alternate ${link.href}`);
    }
    check(!links.length || links.some((link) => link.href === url.loc), `${url.loc} is not among its alternates`);
    const path = new URL(url.loc).pathname.replace(/^\/[a-z]{2}-[a-z]{2}/, '');
    check(!NOINDEX_PATHS.some((hidden) => path.startsWith(hidden)), `noindex page listed: ${url.loc}`);
  }
  expect(problems).toEqual([]);
  // No listed page says noindex: one page of each route the sitemap lists (a product, a campaign, a legal
  // page…), each route rendered by the same code for all its pages.
  const families = new Map<string, string>();
  for (const loc of locs) {
    const segments = new URL(loc).pathname.split('/').slice(2);
    const family = segments.length > 1 ? [...segments.slice(0, -1), '*'].join('/') : segments.join('/');
    if (!families.has(family)) families.set(family, new URL(loc).pathname);
  }
  expect(families.size).toBeGreaterThan(5);
  for (const path of families.values()) {
    expect(await serverHtml(request, path), path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});
