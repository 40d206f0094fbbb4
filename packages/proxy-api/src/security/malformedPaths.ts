/** Malformed path parameters of allowlisted targets, each answered 4xx and never forwarded. */
import { type Raw, cart, write } from './rawRequest';

export const MALFORMED_PATHS: [string, Raw][] = [
  ['an item without a size', write('POST', 'checkout/items/1001/quantity/1', cart)],
  ['an item without a product', write('POST', 'checkout/items/-38/quantity/1', cart)],
  ['an item with a shell character', write('POST', 'checkout/items/1001-38;rm/quantity/1', cart)],
  ['an item id too long', write('POST', `checkout/items/${'1'.repeat(80)}-38/quantity/1`, cart)],
  ['adding 0 units', write('POST', 'checkout/items/1001-38/quantity/0', cart)],
  ['adding 100 units', write('POST', 'checkout/items/1001-38/quantity/100', cart)],
  ['adding -1 units', write('POST', 'checkout/items/1001-38/quantity/-1', cart)],
  ['adding 1.5 units', write('POST', 'checkout/items/1001-38/quantity/1.5', cart)],
  ['adding "one" unit', write('POST', 'checkout/items/1001-38/quantity/one', cart)],
  ['adding 007 units', write('POST', 'checkout/items/1001-38/quantity/007', cart)],
  ['setting a line to 100', write('PUT', 'checkout/lines/abc/quantity/100', cart)],
  ['a line id with a dot', write('PUT', 'checkout/lines/a.b/quantity/1', cart)],
  ['an address id with a tilde', write('DELETE', 'checkout/addresses/~3', '{}')],
  ['a favourite with a path in its product id', write('DELETE', 'checkout/favourites/..%2Fcustomer', '{}')],
  ['favourites that are not product ids', write('POST', 'checkout/favourites', '{"products":["1001","a b"]}')],
  [
    'more favourites than one call takes',
    write(
      'POST',
      'checkout/favourites',
      JSON.stringify({ products: Array.from({ length: 201 }, (_, i) => String(1000 + i)) }),
    ),
  ],
  [
    'favourites added from a foreign origin',
    write('POST', 'checkout/favourites', '{"products":["1001"]}', {
      origin: 'https://evil.example',
      'content-type': 'application/json',
    }),
  ],
  [
    'GET favourites add with products in the query',
    { method: 'GET', path: '/api/commerce-write?url=checkout/favourites&products=1001' },
  ],
];
