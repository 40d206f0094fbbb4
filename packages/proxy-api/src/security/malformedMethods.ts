/** Methods a target does not take (a write as a GET, a read as a write), each answered 4xx and never forwarded. */
import { type Raw, cart, json, write } from './rawRequest';

export const MALFORMED_METHODS: [string, Raw][] = [
  [
    'GET with query on a write (the spec’s CSRF hole)',
    { method: 'GET', path: '/api/commerce-write?url=checkout/items/1001-38/quantity/1&market=1&pricelist=49&lang=it' },
  ],
  [
    'GET voucher with a code in the query',
    { method: 'GET', path: '/api/commerce-write?url=checkout/vouchers&code=POPSOUL10' },
  ],
  [
    'GET newsletter subscription',
    { method: 'GET', path: '/api/commerce-write?url=checkout/newsletter-subscription&email=a@b.co' },
  ],
  [
    'GET selection on the write proxy',
    { method: 'GET', path: '/api/commerce-write?url=checkout/selection&market=1&pricelist=49' },
  ],
  ['PATCH', write('PATCH', 'checkout/vouchers', '{"code":"X"}')],
  ['OPTIONS', { method: 'OPTIONS', path: '/api/commerce-read?url=shop/pricelists' }],
  ['HEAD', { method: 'HEAD', path: '/api/commerce-read?url=shop/pricelists' }],
  ['TRACE', { method: 'TRACE', path: '/api/commerce-read?url=shop/pricelists' }],
  ['a made-up method', { method: 'PROPFIND', path: '/api/commerce-read?url=shop/pricelists' }],
  ['POST to a read', write('POST', 'checkout/vouchers', '{"code":"X"}')],
  ['PUT to add an item', write('PUT', 'checkout/items/1001-38/quantity/1', cart)],
  [
    'DELETE on a read proxy',
    { method: 'DELETE', path: '/api/commerce-read?url=checkout/selection', headers: json, body: '{}' },
  ],
];
