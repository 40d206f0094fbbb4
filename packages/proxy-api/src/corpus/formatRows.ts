/** Rows whose request is malformed around the fields: bodies that are not JSON, bad ids and quantities in the path, out-of-range numbers, unknown markets, pricelists, languages and locales. */
import type { BadInput } from './badInputRow';
import { rowBuilders } from './rowBuilders';
import { M, ADDRESS, VALID } from './validCalls';

const rows: BadInput[] = [];
const { body } = rowBuilders(rows);

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

export const FORMAT_ROWS: readonly BadInput[] = rows;
