/**
 * The bad-input corpus, proxy side: every form's call and every read's query parameters,
 * thrown at the four proxies in front of the real sandbox. Each row is one input and the outcome it must
 * get: a 4xx with an `errors` record that names what is wrong (the form shows it inline). None may be
 * a 5xx, and none may leave anything stored (badInputs.test.ts counts the sandbox's rows around the run).
 *
 * Rows are built from a valid call per form with one thing made bad, so each row fails for the one
 * reason its class names. `$` values are filled in by the test from the sandbox's seed:
 * `$item` an item in stock, `$line` a line of the session's cart, `$order` / `$orderLine` the demo
 * customer's order and one of its lines, `$address` one of the customer's addresses, `$captcha` a fresh
 * captcha token.
 */
import type { ProxyName } from '../types';

/** Who makes the call: a fresh guest, a guest with one item in the cart, or the signed-in demo customer. */
export type Session = 'guest' | 'cart' | 'customer';

/** What the input is, as the test names say it. */
export type InputClass =
  | 'a malformed email'
  | 'an empty or blank required field'
  | 'an over-long value'
  | 'a value of the wrong type'
  | 'an unknown or polluting field'
  | 'a body that is not JSON'
  | 'a malformed id or quantity in the path'
  | 'an out-of-range number'
  | 'an unknown market, pricelist, language or locale'
  | 'an injection string'
  | 'a wrong password or weak new password'
  | 'a malformed query parameter'
  | 'an unknown or repeated query parameter'
  | 'an address the shop cannot deliver to'
  | 'an unusable token or code';

export interface BadInput {
  class: InputClass;
  /** The form or query the input comes from. */
  form: string;
  session: Session;
  proxy: ProxyName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The proxy's `url` parameter. */
  url: string;
  /** Further query parameters (raw pairs: a key may repeat). */
  query?: [string, string][];
  /** A JSON body, or `{ raw }` sent as it is with its content type. */
  body?: unknown;
  raw?: { text: string; contentType: string };
  /** The status it must get (a number), or any 4xx. */
  expect: number | '4xx';
}

const M = { market: 1, pricelist: 49, lang: 'it' };
const MQ: [string, string][] = [
  ['market', '1'],
  ['pricelist', '49'],
  ['lang', 'it'],
];
const LONG = 'x'.repeat(5_000);

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Rossi',
  address1: 'Via Tortona 12',
  zipCode: '20144',
  city: 'Milano',
  country: 'IT',
};

/** The valid call of each form; rows change one thing in it. */
export const VALID: Record<
  string,
  { session: Session; proxy: ProxyName; method: BadInput['method']; url: string; body?: Record<string, unknown> }
> = {
  'sign-up': {
    session: 'guest',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/register',
    body: { email: 'new.shopper@example.com', password: 'a-long-passphrase-2026', firstName: 'Ada', lastName: 'Rossi' },
  },
  'sign-in': {
    session: 'guest',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/login',
    body: { email: 'demo@passo.example', password: 'passo-demo-2026' },
  },
  checkout: {
    session: 'cart',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/payment',
    body: {
      ...M,
      locale: 'it-it',
      paymentMethod: 'sandbox-card',
      address: { ...ADDRESS, email: 'ada@example.com' },
      termsAndConditions: true,
    },
  },
  'checkout fields': {
    session: 'cart',
    proxy: 'commerce-write',
    method: 'PUT',
    url: 'checkout/payment-fields',
    body: { lang: 'it', shipping: { country: 'IT' }, shippingMethod: 'standard', paymentMethod: 'sandbox-card' },
  },
  address: {
    session: 'customer',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/addresses',
    body: { ...ADDRESS },
  },
  'address edit': {
    session: 'customer',
    proxy: 'commerce-write',
    method: 'PUT',
    url: 'checkout/addresses/$address',
    body: { ...ADDRESS },
  },
  'personal data': {
    session: 'customer',
    proxy: 'commerce-write',
    method: 'PUT',
    url: 'checkout/customer',
    body: { firstName: 'Ada', lastName: 'Rossi', birthdate: '1990-04-01' },
  },
  returns: {
    session: 'customer',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/returns',
    body: { order: '$order', lines: [{ line: '$orderLine', quantity: 1, reason: 'too small', resolution: 'refund' }] },
  },
  newsletter: {
    session: 'guest',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/newsletter-subscription',
    body: {
      email: 'news@example.com',
      email_field: '',
      privacy_policy: true,
      locale: 'it-it',
      captchaToken: '$captcha',
    },
  },
  'password reset request': {
    session: 'guest',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/password-reset-email',
    body: { email: 'demo@passo.example', locale: 'it-it' },
  },
  'password reset': {
    session: 'guest',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/password-reset',
    body: { id: '1', i: 'not-a-reset-secret', password: 'a-long-passphrase-2026' },
  },
  'order lookup': {
    session: 'guest',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/order-lookup',
    body: { order: 'PS-100001', email: 'demo@passo.example' },
  },
  voucher: {
    session: 'cart',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/vouchers',
    body: { code: 'POPSOUL10', ...M },
  },
  'add to cart': {
    session: 'guest',
    proxy: 'commerce-write',
    method: 'POST',
    url: 'checkout/items/$item/quantity/1',
    body: { ...M },
  },
  'account deletion': {
    session: 'customer',
    proxy: 'commerce-write',
    method: 'DELETE',
    url: 'checkout/customer',
    body: { password: 'passo-demo-2026' },
  },
};

const rows: BadInput[] = [];

/** One row: the form's valid call with `change` applied to its body (a key set to `undefined` is removed). */
function body(cls: InputClass, form: string, change: Record<string, unknown>, expect: BadInput['expect'] = 400) {
  const valid = VALID[form]!;
  const next: Record<string, unknown> = { ...valid.body };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  rows.push({
    class: cls,
    form,
    session: valid.session,
    proxy: valid.proxy,
    method: valid.method,
    url: valid.url,
    body: next,
    expect,
  });
}

/** One row with the address of a form (checkout's `address`, or the address forms' body) changed. */
function address(cls: InputClass, form: string, change: Record<string, unknown>, expect: BadInput['expect'] = 400) {
  if (form === 'checkout') {
    const base = VALID.checkout!.body!.address as Record<string, unknown>;
    body(cls, form, { address: { ...base, ...change } }, expect);
  } else body(cls, form, change, expect);
}

// --- malformed emails, on every form that takes one ---
const BAD_EMAILS: unknown[] = [
  '',
  'plainaddress',
  'ada@',
  '@example.com',
  'ada@@example.com',
  'ada rossi@example.com',
  'ada@example..com',
  `${'a'.repeat(250)}@example.com`,
  'ada@example.com\r\nBcc: victim@example.com',
  '<script>alert(1)</script>@example.com',
];
for (const email of BAD_EMAILS) {
  body('a malformed email', 'sign-up', { email });
  body('a malformed email', 'sign-in', { email });
  address('a malformed email', 'checkout', { email });
  body('a malformed email', 'password reset request', { email });
  body('a malformed email', 'newsletter', { email }, '4xx');
}
for (const email of ['', 'plainaddress', 'ada@', `${'a'.repeat(260)}@example.com`]) {
  body('a malformed email', 'order lookup', { email }, '4xx');
}

// --- empty or blank required fields ---
for (const field of ['firstName', 'lastName', 'address1', 'zipCode', 'city', 'country']) {
  address('an empty or blank required field', 'checkout', { [field]: '' }, '4xx');
  address('an empty or blank required field', 'address', { [field]: '   ' }, '4xx');
  address('an empty or blank required field', 'address', { [field]: undefined }, 400);
}
for (const field of ['firstName', 'lastName', 'password']) {
  body('an empty or blank required field', 'sign-up', { [field]: '' }, '4xx');
}
body('an empty or blank required field', 'sign-in', { password: '' });
body('an empty or blank required field', 'sign-in', { password: undefined });
body('an empty or blank required field', 'voucher', { code: '' });
body('an empty or blank required field', 'voucher', { code: '    ' });
body('an empty or blank required field', 'order lookup', { order: '' }, '4xx');
body('an empty or blank required field', 'returns', { lines: [] });
body('an empty or blank required field', 'newsletter', { privacy_policy: false }, '4xx');
body('an empty or blank required field', 'newsletter', { captchaToken: '' }, '4xx');
body('an empty or blank required field', 'checkout', { termsAndConditions: false });
body('an empty or blank required field', 'checkout', { termsAndConditions: undefined });
body('an empty or blank required field', 'account deletion', { password: '' });

// --- over-long values ---
for (const field of ['firstName', 'lastName', 'address1', 'zipCode', 'city']) {
  address('an over-long value', 'checkout', { [field]: LONG });
  address('an over-long value', 'address', { [field]: LONG });
}
body('an over-long value', 'sign-up', { firstName: LONG });
body('an over-long value', 'sign-up', { password: 'p'.repeat(201) });
body('an over-long value', 'voucher', { code: 'V'.repeat(65) });
body('an over-long value', 'order lookup', { order: LONG });
body('an over-long value', 'personal data', { phone: '3'.repeat(41) });
body('an over-long value', 'newsletter', { captchaToken: 't'.repeat(4097) });
body('an over-long value', 'returns', {
  lines: [{ line: '$orderLine', quantity: 1, reason: LONG }],
});

// --- values of the wrong type ---
for (const value of [42, true, null, ['Ada'], { first: 'Ada' }]) {
  body('a value of the wrong type', 'sign-up', { firstName: value });
  address('a value of the wrong type', 'checkout', { city: value });
}
for (const value of ['yes', 1, null]) {
  body('a value of the wrong type', 'checkout', { termsAndConditions: value });
  body('a value of the wrong type', 'newsletter', { privacy_policy: value });
}
body('a value of the wrong type', 'personal data', { birthdate: '31/12/1990' });
body('a value of the wrong type', 'personal data', { birthdate: '1990-02-30' });
body('a value of the wrong type', 'personal data', { newsletter: 'yes' });
body('a value of the wrong type', 'returns', { lines: 'all of them' });
body('a value of the wrong type', 'returns', { lines: [{ line: '$orderLine', quantity: '1' }] });
body('a value of the wrong type', 'returns', { lines: [{ line: '$orderLine', quantity: 1, resolution: 'keep it' }] });
body('a value of the wrong type', 'checkout fields', { shippingMethod: 'teleport' });
body('a value of the wrong type', 'address', { isDefault: 'yes' });

// --- unknown or polluting fields (every body is a strict object) ---
for (const form of ['sign-up', 'sign-in', 'checkout', 'address', 'newsletter', 'voucher', 'personal data', 'returns']) {
  body('an unknown or polluting field', form, { isAdmin: true });
}
body('an unknown or polluting field', 'checkout', { total: 0 });
body('an unknown or polluting field', 'checkout', { paymentReturnPage: 'https://evil.example/steal' });
body('an unknown or polluting field', 'password reset request', { linkUri: 'https://evil.example/reset' });
body('an unknown or polluting field', 'sign-up', { customer: 1 });
for (const form of ['sign-up', 'address', 'checkout']) {
  rows.push({
    class: 'an unknown or polluting field',
    form,
    session: VALID[form]!.session,
    proxy: 'commerce-write',
    method: VALID[form]!.method,
    url: VALID[form]!.url,
    raw: {
      text: JSON.stringify(VALID[form]!.body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
      contentType: 'application/json',
    },
    expect: 400,
  });
}

// --- bodies that are not JSON ---
const NOT_JSON: { text: string; contentType: string; expect: BadInput['expect'] }[] = [
  { text: '{"email":', contentType: 'application/json', expect: 400 },
  { text: 'email=a@b.it&password=x', contentType: 'application/x-www-form-urlencoded', expect: '4xx' },
  { text: '', contentType: 'application/json', expect: 400 },
  { text: 'null', contentType: 'application/json', expect: 400 },
  { text: '[1,2,3]', contentType: 'application/json', expect: 400 },
  { text: '"just a string"', contentType: 'application/json', expect: 400 },
  { text: '<xml><email>a@b.it</email></xml>', contentType: 'application/xml', expect: '4xx' },
];
for (const form of ['sign-in', 'checkout', 'address']) {
  for (const raw of NOT_JSON) {
    const valid = VALID[form]!;
    rows.push({
      class: 'a body that is not JSON',
      form,
      session: valid.session,
      proxy: valid.proxy,
      method: valid.method,
      url: valid.url,
      raw: { text: raw.text, contentType: raw.contentType },
      expect: raw.expect,
    });
  }
}

// --- malformed ids and quantities in the path ---
const pathRow = (form: string, method: BadInput['method'], url: string, b: unknown, expect: BadInput['expect'] = 400) =>
  rows.push({
    class: 'a malformed id or quantity in the path',
    form,
    session: form === 'address edit' ? 'customer' : 'cart',
    proxy: 'commerce-write',
    method,
    url,
    body: b,
    expect,
  });
for (const n of ['0', '-1', '100', '1.5', '1e2', 'one', '', '99999999999']) {
  pathRow('add to cart', 'POST', `checkout/items/$item/quantity/${n}`, M);
}
for (const item of ['nope', '../../admin-1', '%2e%2e%2fadmin-1', "1' OR '1'='1-38", 'a'.repeat(80) + '-38']) {
  pathRow('add to cart', 'POST', `checkout/items/${item}/quantity/1`, M);
}
pathRow('add to cart', 'POST', 'checkout/items/no-such-product-38/quantity/1', M, '4xx');
for (const n of ['-1', '100', 'x']) pathRow('cart quantity', 'PUT', `checkout/lines/$line/quantity/${n}`, M);
pathRow('cart quantity', 'PUT', 'checkout/lines/no-such-line/quantity/2', M, '4xx');
pathRow('cart quantity', 'PUT', 'checkout/lines/..%2F..%2Fcustomer/quantity/2', M);
pathRow('address edit', 'PUT', 'checkout/addresses/..%2F1', ADDRESS);
pathRow('address edit', 'PUT', 'checkout/addresses/999999', ADDRESS, '4xx');
pathRow('address edit', 'DELETE', 'checkout/addresses/999999', {}, '4xx');
pathRow('address edit', 'DELETE', 'checkout/addresses/<b>1</b>', {});

// --- out-of-range numbers ---
for (const value of [0, -1, 1.5, 1_000_000, Number.MAX_SAFE_INTEGER]) {
  body('an out-of-range number', 'add to cart', { market: value });
}
body('an out-of-range number', 'returns', { lines: [{ line: '$orderLine', quantity: 0 }] });
body('an out-of-range number', 'returns', { lines: [{ line: '$orderLine', quantity: 100 }] });
body('an out-of-range number', 'returns', { lines: [{ line: '$orderLine', quantity: 50 }] }, '4xx');

// --- unknown market, pricelist, language or locale ---
for (const lang of ['fr', 'IT', 'it_IT', '../it', ''])
  body('an unknown market, pricelist, language or locale', 'add to cart', { lang });
for (const locale of ['fr-fr', 'it', 'IT-IT', 'it-it/../../x', '']) {
  body('an unknown market, pricelist, language or locale', 'checkout', { locale });
  body('an unknown market, pricelist, language or locale', 'password reset request', { locale });
  body('an unknown market, pricelist, language or locale', 'newsletter', { locale });
}
body('an unknown market, pricelist, language or locale', 'add to cart', { market: 999 }, '4xx');
body('an unknown market, pricelist, language or locale', 'add to cart', { pricelist: 999 }, '4xx');

// --- injection strings where the field has a format ---
const INJECTIONS = [
  "' OR '1'='1",
  '"; DROP TABLE customer; --',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000\u0001\u0002',
];
for (const value of INJECTIONS) {
  address('an injection string', 'checkout', { country: value });
  body('an injection string', 'sign-in', { email: value });
  body('an injection string', 'voucher', { code: value }, '4xx');
}

// --- wrong passwords, weak new passwords ---
body('a wrong password or weak new password', 'sign-in', { password: 'not-the-password' }, '4xx');
body('a wrong password or weak new password', 'sign-in', { email: 'nobody@example.com' }, '4xx');
body('a wrong password or weak new password', 'sign-up', { password: 'a' }, '4xx');
body('a wrong password or weak new password', 'sign-up', { password: 'short12' }, '4xx');
body('a wrong password or weak new password', 'sign-up', { email: 'demo@passo.example' }, '4xx');
body(
  'a wrong password or weak new password',
  'personal data',
  { oldPassword: 'wrong', newPassword: 'another-long-one-2026' },
  '4xx',
);
body('a wrong password or weak new password', 'account deletion', { password: 'not-the-password' }, '4xx');
body('a wrong password or weak new password', 'password reset', { password: '' }, 400);

// --- unusable tokens and codes ---
body('an unusable token or code', 'newsletter', { captchaToken: 'forged-token' }, '4xx');
body('an unusable token or code', 'password reset', {}, '4xx');
body('an unusable token or code', 'password reset', { id: '../1' }, 400);
body('an unusable token or code', 'voucher', { code: 'NOT-A-CODE' }, '4xx');
body('an unusable token or code', 'order lookup', { order: 'PS-999999' }, '4xx');
body('an unusable token or code', 'returns', { order: 'no-such-order' }, '4xx');
body('an unusable token or code', 'returns', { lines: [{ line: 'no-such-line', quantity: 1 }] }, '4xx');

// --- addresses the shop cannot deliver to ---
for (const country of ['XX', 'US', 'ZZ']) {
  address('an address the shop cannot deliver to', 'checkout', { country }, '4xx');
  body('an address the shop cannot deliver to', 'checkout fields', { shipping: { country } }, '4xx');
}

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

export const BAD_INPUTS: readonly BadInput[] = rows;
