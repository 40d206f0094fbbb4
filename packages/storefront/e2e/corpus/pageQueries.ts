/**
 * The bad-input corpus, page side: bad query parameters and locale segments on the shop's
 * pages, each with the outcome it must get from the production server. None may be a 5xx; a redirect
 * must stay on the shop (or go to the main site), never to a host the input names.
 *
 * Outcomes: `page` the page renders (200) ignoring or correcting what it cannot use; `not found` the
 * shop's 404; `redirect` a 3xx to a safe place; `refused` a 4xx other than 404.
 */
export type PageOutcome = 'page' | 'not found' | 'redirect' | 'refused';

export type QueryClass =
  | 'a malformed locale'
  | 'a malformed filter'
  | 'a malformed page count'
  | 'a malformed search keyword'
  | 'a hostile llcc path'
  | 'a forged preview'
  | 'a malformed sitemap or listing parameter';

export interface PageQuery {
  class: QueryClass;
  path: string;
  expect: PageOutcome;
}

const rows: PageQuery[] = [];
const add = (cls: QueryClass, expect: PageOutcome, ...paths: string[]) =>
  paths.forEach((path) => rows.push({ class: cls, path, expect }));

// --- locales ---
// An unknown locale goes through locale entry to the visitor's locale.
add('a malformed locale', 'redirect', '/xx-yy', '/it-xx/shop/woman', '/zz-it/shop/woman');
add('a malformed locale', 'not found', '/it-it-it', '/it-it%00/shop/woman', '/%E2%80%AEit-it');
add('a malformed locale', 'redirect', '/IT-IT', '/it-eu/shop/woman');
add('a malformed locale', 'not found', '/it', '/italy');
add('a malformed locale', 'not found', '/it-it/shop/%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/it-it/shop/product/<script>');

// --- filters on a category ---
const category = '/it-it/shop/woman';
// A value no filter can have (characters a filter value never holds) is the shop's 404, as an unknown
// category is; a well-formed value that matches nothing, or a parameter the page does not know, is ignored.
add(
  'a malformed filter',
  'not found',
  `${category}?size=<script>alert(1)</script>`,
  `${category}?var_color=%00`,
  `${category}?price_band=../../`,
  `${category}?line=%25%25`,
);
add(
  'a malformed filter',
  'page',
  `${category}?size=999`,
  `${category}?size=38&size=39&size=40`,
  `${category}?size=${'9,'.repeat(200)}9`,
  `${category}?var_color=${'x'.repeat(2000)}`,
  `${category}?price_band=-1`,
  `${category}?sort=cheapest`,
  `${category}?sort[]=price`,
  `${category}?size[$ne]=1`,
  `${category}?__proto__[x]=1`,
  `${category}?constructor[prototype][x]=1`,
  `${category}?in_filters=maybe`,
  `${category}?url=checkout/customer`,
);

// --- page counts ---
for (const page of ['-1', '0', 'abc', '1.5', '1e9', '99999999', '%00', '', '2&page=3', '0x10', 'NaN', 'Infinity']) {
  add(
    'a malformed page count',
    'page',
    `${category}?page=${page}`,
    `/it-it/shop/search-results?keyword=cia&page=${page}`,
  );
}

// --- search keyword ---
const search = '/it-it/shop/search-results?keyword=';
for (const keyword of [
  '',
  'a',
  'ab',
  'x'.repeat(101),
  'x'.repeat(5000),
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%25',
  '%',
  '%%',
  '%E0%A4%A',
  "' OR '1'='1",
  '%00%00%00',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%91%9F%F0%9F%91%9F%F0%9F%91%9F',
  '%20%20%20',
  'cia&keyword=bad',
]) {
  add('a malformed search keyword', 'page', `${search}${keyword}`);
}
add('a malformed search keyword', 'page', '/it-it/shop/search-results', '/it-it/shop/search-results?keyword[]=cia');

// --- llcc (locale entry carrying a path) ---
for (const llcc of [
  'https://evil.example/',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  '%0d%0aSet-Cookie:%20x=1',
  '/%0d%0aLocation:%20https://evil.example',
  '/shop/woman?x=<script>',
  '/../../etc/passwd',
  'x'.repeat(3000),
]) {
  add('a hostile llcc path', 'redirect', `/?llcc=${encodeURIComponent(llcc)}`);
  add('a hostile llcc path', 'redirect', `/it-eu?llcc=${encodeURIComponent(llcc)}`);
}

// --- preview ---
add(
  'a forged preview',
  'redirect',
  '/preview?token=not-a-token',
  '/preview?token=https%3A%2F%2Fevil.example%2Fapi',
  // An unknown ref: Prismic's client falls back to the published content, and the editor lands on the home.
  '/api/preview?token=not-a-token',
  '/api/preview?token=%00',
);
add(
  'a forged preview',
  'page',
  '/preview',
  '/preview?documentId=<script>',
  '/it-it?preview=true',
  '/it-it/shop/woman?preview=1',
);
add('a forged preview', 'refused', '/api/preview');
// A document the content service does not know: 404, naming it.
add(
  'a forged preview',
  'not found',
  '/api/preview?token=https%3A%2F%2Fevil.example%2Fapi&documentId=x',
  '/api/preview?token=x&documentId=%3Cscript%3E',
);
add('a forged preview', 'redirect', '/api/exit-preview');

// --- sitemap and listing parameters ---
add(
  'a malformed sitemap or listing parameter',
  'not found',
  '/sitemap.xml?page=-1',
  '/sitemap.xml?page=abc',
  '/sitemap.xml?page=99999',
  '/it-it/discover/blog/no-such-tag',
  '/it-it/other/legal/<x>',
);
// A guest is sent to sign-in, whatever the order parameter holds.
add('a malformed sitemap or listing parameter', 'redirect', '/it-it/other/account/orders?order=<script>');

export const PAGE_QUERIES: readonly PageQuery[] = rows;
