import { expect, test, type APIRequestContext } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { hydrated, pageScripts, sandboxListing } from './helpers';
// @ts-expect-error: a plain ES module of the build's scripts, without types
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';

/**
 * The first image of a page is its largest paint: the server-rendered HTML asks for it at
 * high priority and eagerly, so the browser fetches it ahead of fonts and scripts, and asks for no other
 * image at high priority. The bench (`npm run bench:pages`) measures the paint; this checks the markup.
 */
const LOCALE = 'it-it';

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The `<img>` tags of the page's main content, in document order. */
function mainImages(page: string): string[] {
  const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  return [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
}

const highPriority = (tag: string) => /\sfetchpriority="high"/i.test(tag);

test('the home’s first image is fetched at high priority and eagerly; no other image is', async ({ request }) => {
  const [first = '', ...rest] = mainImages(await html(request, routes.home(LOCALE)));
  expect(first).toMatch(/^<img/);
  expect(highPriority(first)).toBe(true);
  expect(first).not.toMatch(/loading="lazy"/);
  expect(rest.filter(highPriority)).toEqual([]);
});

test('a product page preloads its first picture at high priority and loads the others lazily', async ({ request }) => {
  const [product] = (await sandboxListing('woman')).products;
  expect(product, 'a product in the seed').toBeDefined();
  const page = await html(request, routes.product(LOCALE, product!.uri));
  const head = page.slice(0, page.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]);
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.every(highPriority)).toBe(true);
  const [first = '', ...rest] = mainImages(page);
  expect(first).toMatch(/^<img/);
  expect(highPriority(first)).toBe(true);
  expect(first).not.toMatch(/loading="lazy"/);
  expect(rest.filter(highPriority)).toEqual([]);
});

test('a blog article’s cover is fetched at high priority, in the spec’s widths', async ({ request }) => {
  const blog = await html(request, routes.blog(LOCALE));
  const prefix = routes.blogArticle(LOCALE, '');
  const uid = new RegExp(`href="${prefix}([^"?#/]+)"`).exec(blog)?.[1];
  expect(uid, 'an article linked from the blog').toBeDefined();
  const images = mainImages(await html(request, routes.blogArticle(LOCALE, uid!)));
  const cover = images.find(highPriority);
  expect(cover).toBeDefined();
  expect(cover).toMatch(/srcset="[^"]*\b350w/i);
  expect(images.filter(highPriority)).toHaveLength(1);
});

test('a page paints from its HTML alone: its styles are in it, and no stylesheet is fetched before the first paint', async ({
  request,
}) => {
  const page = await html(request, routes.category(LOCALE, 'woman'));
  const head = page.slice(0, page.indexOf('</head>'));
  expect(head).toMatch(/<style[^>]*>[^<]*@font-face/);
  const blocking = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].filter((m) => !/\sdisabled/.test(m[0]));
  expect(blocking.map((m) => m[0])).toEqual([]);
});

test('moving to another page keeps the first page’s inlined styles and loads only the sheets it lacked', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.css')) fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(routes.category(LOCALE, 'woman'));
  const inlined = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((l) => l.getAttribute('href')),
  );
  expect(inlined.length).toBeGreaterThan(0);
  const grid = page.getByRole('list', { name: 'Donna' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  const link = grid.getByRole('article').first().getByRole('link');
  const product = (await link.textContent())!.trim();
  await link.click();
  // The page curtain plays out and in around the move: slow on a shared machine. The address changes while
  // the listing is still shown: the product page is there once its own title is.
  await expect(page).toHaveURL(/\/shop\/product\//, { timeout: 20_000 });
  const title = page.getByRole('heading', { level: 1, name: product });
  await expect(title).toBeVisible();
  expect(fetched.filter((path) => inlined.includes(path))).toEqual([]);
  // The brand face, from the inlined @font-face (its URL rebased from the sheet's own).
  const family = await title.evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/displayFont/);
  expect(await page.evaluate(() => document.fonts.check('700 16px displayFont'))).toBe(true);
});

test('a product page’s scripts are asked for only once its first picture has arrived and the page has loaded', async ({
  page,
}) => {
  const [product] = (await sandboxListing('woman')).products;
  await page.goto(routes.product(LOCALE, product!.uri));
  await hydrated(page);
  const listed = pageScripts(await page.content());
  const { arrived, loaded, scripts } = await page.evaluate((listed) => {
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => listed.some((src) => entry.name.endsWith(src)))
      .map((entry) => entry.startTime);
    const picture = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')?.currentSrc ?? '';
    const [fetched] = performance.getEntriesByName(picture) as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { arrived: fetched?.responseEnd ?? Infinity, loaded: navigation.loadEventStart, scripts: asked };
  }, listed);
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(loaded);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(arrived);
});

test('the home’s lazily rendered parts wait for its first screen too: no script but the loader before the load', async ({
  page,
  request,
}) => {
  // Its parts rendered with next/dynamic have chunks of their own: the HTML lists them with the page's scripts for
  // the loader, and writes no script of its own for them.
  const served = await html(request, routes.home(LOCALE));
  expect(served).not.toMatch(/<script\b[^>]*\ssrc="\/_next\//);
  expect(pageScripts(served).length).toBeGreaterThan(10);
  await page.goto(routes.home(LOCALE));
  await hydrated(page);
  const early = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname) && entry.startTime < navigation.loadEventStart)
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(early).toEqual(['/scripts/bootstrap.js']);
});

test('the scripts a page loads first are marked to be compiled while they download', async ({ request }) => {
  // The code's chunks; the build's small manifests beside them are data.
  const listed = pageScripts(await html(request, routes.category(LOCALE, 'woman'))).filter((src) =>
    src.startsWith('/_next/static/chunks/'),
  );
  expect(listed.length).toBeGreaterThan(3);
  for (const src of listed) expect((await (await request.get(src)).text()).split('\n', 1)[0], src).toBe(COMPILE_HINT);
});

test('React Aria’s rule for pressable elements comes with the HTML, and no second copy is added as the page hydrates', async ({
  page,
}) => {
  const response = await page.goto(routes.category(LOCALE, 'woman'));
  expect(await response!.text()).toContain('[data-react-aria-pressable]');
  await hydrated(page);
  const copies = await page.evaluate(
    () =>
      [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('[data-react-aria-pressable]'))
        .length,
  );
  expect(copies).toBe(1);
});
