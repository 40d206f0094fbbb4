/** Rows of the reads' query parameters: the search keyword, filters, page counts, locales, unknown and repeated parameters. */
import type { BadInput, InputClass } from './badInputRow';
import { MQ } from './validCalls';

const rows: BadInput[] = [];

// --- read queries: search keyword, filters, page counts, locale ---
const read = (
  cls: InputClass,
  form: string,
  url: string,
  query: [string, string][],
  expect: BadInput['expect'] = 400,
) => rows.push({ class: cls, form, session: 'guest', proxy: 'commerce-read', method: 'GET', url, query, expect });
const products: [string, string][] = [['type', 'category'], ['category_id', 'woman'], ...MQ];
for (const text of ['', 'ab', 'x'.repeat(101), '  a  '])
  read('a malformed query parameter', 'search keyword', 'checkout/search', [...MQ, ['text', text]]);
for (const [key, value] of [
  ['offset', '-1'],
  ['offset', 'abc'],
  ['offset', '100001'],
  ['items_per_page', '0x10'],
  ['items_per_page', '1e3'],
  ['items_per_page', '99999999'],
  ['size', '<script>'],
  ['size', ',,,'],
  ['var_color', 'a'.repeat(61)],
  ['price_band', '../../'],
  ['sort', 'cheapest'],
  ['in_filters', 'maybe'],
  ['category_id', '../secret'],
  ['category_id', 'Woman'],
  ['market', '0'],
  ['pricelist', 'abc'],
  ['lang', 'xx'],
  ['type', 'brand'],
] as const) {
  read('a malformed query parameter', 'filters and page counts', 'checkout/products', [
    ...products.filter(([k]) => k !== key),
    [key, value],
  ]);
}
read('an unknown or repeated query parameter', 'filters and page counts', 'checkout/products', [
  ...products,
  ['page', '2'],
]);
read('an unknown or repeated query parameter', 'filters and page counts', 'checkout/products', [
  ...products,
  ['size', '38'],
  ['size', '39'],
]);
read('an unknown or repeated query parameter', 'filters and page counts', 'checkout/products', [
  ...products,
  ['url', 'checkout/customer'],
]);
read('an unknown or repeated query parameter', 'search keyword', 'checkout/search', [
  ...MQ,
  ['text', 'sneaker'],
  ['text', 'boot'],
]);
read('a malformed query parameter', 'product uri', 'checkout/uri', [...MQ, ['uri', '../../etc']]);
read('a malformed query parameter', 'product uri', 'checkout/uri', [...MQ, ['uri', 'no-such-product-at-all']], '4xx');
read('a malformed query parameter', 'product list', 'shop/multiple_products', [...MQ, ['prods', 'a,,b']]);
read('a malformed query parameter', 'product list', 'shop/multiple_products', [
  ...MQ,
  ['prods', Array.from({ length: 201 }, (_, i) => `p${i}`).join(',')],
]);
read('a malformed query parameter', 'countries', 'shop/countries', [['lang', 'klingon']]);
rows.push(
  {
    class: 'a malformed query parameter',
    form: 'lines',
    session: 'guest',
    proxy: 'general',
    method: 'GET',
    url: 'search/lines',
    query: [['language', 'xx']],
    expect: 400,
  },
  {
    class: 'a malformed query parameter',
    form: 'quick links',
    session: 'guest',
    proxy: 'general',
    method: 'GET',
    url: 'search/quicklinks',
    query: [['lang', '']],
    expect: 400,
  },
  {
    class: 'a malformed query parameter',
    form: 'content',
    session: 'guest',
    proxy: 'content',
    method: 'GET',
    url: 'prismic/../../admin/x',
    query: [],
    expect: 400,
  },
  {
    class: 'a malformed query parameter',
    form: 'content',
    session: 'guest',
    proxy: 'content',
    method: 'GET',
    url: 'prismic/blog',
    query: [['lang', '<x>']],
    expect: 400,
  },
  {
    class: 'a malformed query parameter',
    form: 'content',
    session: 'guest',
    proxy: 'content',
    method: 'GET',
    url: 'prismic/page/no-such-document',
    query: [['lang', 'it-it']],
    expect: '4xx',
  },
  {
    class: 'an unknown or repeated query parameter',
    form: 'proxy url',
    session: 'guest',
    proxy: 'commerce-read',
    method: 'GET',
    url: 'checkout/admin',
    query: [],
    expect: '4xx',
  },
  {
    class: 'an unknown or repeated query parameter',
    form: 'proxy url',
    session: 'guest',
    proxy: 'commerce-read',
    method: 'GET',
    url: 'http://169.254.169.254/latest/meta-data',
    query: [],
    expect: '4xx',
  },
  {
    class: 'an unknown or repeated query parameter',
    form: 'proxy url',
    session: 'guest',
    proxy: 'commerce-read',
    method: 'GET',
    url: '',
    query: [],
    expect: '4xx',
  },
  {
    class: 'an unknown or repeated query parameter',
    form: 'proxy url',
    session: 'guest',
    proxy: 'commerce-write',
    method: 'GET',
    url: 'checkout/selection',
    query: [],
    expect: '4xx',
  },
  {
    class: 'an unknown or repeated query parameter',
    form: 'proxy url',
    session: 'guest',
    proxy: 'commerce-read',
    method: 'POST',
    url: 'checkout/selection',
    body: {},
    expect: '4xx',
  },
);

export const READ_QUERY_ROWS: readonly BadInput[] = rows;
