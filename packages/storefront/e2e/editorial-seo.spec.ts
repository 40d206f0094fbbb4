import { expect, test } from '@playwright/test';
import { sandboxListing } from './helpers';

test('sitemap.xml lists the editorial pages in four languages with their alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  for (const locale of ['it-it', 'es-es', 'de-de', 'en-gb']) {
    expect(xml).toContain(`/${locale}/discover/campaign/campaign-fw25</loc>`);
    expect(xml).toContain(`/${locale}/about-us/made-in-italy</loc>`);
  }
  expect(xml).toMatch(
    /<xhtml:link rel="alternate" hreflang="de-DE" href="[^"]+\/de-de\/other\/legal\/privacy-policy"\/>/,
  );
  // Drafts and shared documents are not pages.
  expect(xml).not.toContain('campaign-ss26');
  expect(xml).not.toContain('/labels');
});

test('sitemap.xml lists the shop’s categories shown today and its products in four languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const { products } = await sandboxListing('woman', { items_per_page: '1' });
  const product = products[0]!;
  for (const locale of ['it-it', 'es-es', 'de-de', 'en-gb']) {
    expect(xml).toContain(`/${locale}/shop/woman</loc>`);
    expect(xml).toContain(`/${locale}/shop/woman/new-collection</loc>`);
    expect(xml).toContain(`/${locale}/shop/product/${product.uri}</loc>`);
    // A line is one page: its content and its category.
    expect(xml.match(new RegExp(`<loc>[^<]*/${locale}/shop/line/sunny-side</loc>`, 'g'))).toHaveLength(1);
  }
  expect(xml).toMatch(
    new RegExp(`<xhtml:link rel="alternate" hreflang="es-ES" href="[^"]+/es-es/shop/product/${product.uri}"/>`),
  );
  // Categories outside their date window are not listed (the seed has past and future ones).
  expect(xml).not.toContain('/shop/woman/black-friday<');
});

test('robots.txt allows the site, keeps the tools out and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test('the slice simulator renders a slice from its mocks', async ({ page }) => {
  await page.goto('/slice-simulator?slice=hero&variation=video');
  await expect(page.getByRole('heading', { level: 1, name: 'Step into the groove' })).toBeVisible();
  expect((await page.request.get('/slice-simulator?slice=nope')).status()).toBe(404);
});
