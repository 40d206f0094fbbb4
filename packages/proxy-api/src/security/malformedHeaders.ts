/** Writes with headers the proxy refuses: content types, origins, Sec-Fetch-Site, each answered 4xx and never forwarded. */
import { TEST_SITE } from '../testing/testProxyConfig';
import { type Raw, write } from './rawRequest';

export const MALFORMED_HEADERS: [string, Raw][] = [
  [
    'no content type',
    write('POST', 'checkout/vouchers', '{"code":"X","market":1,"pricelist":49,"lang":"it"}', { origin: TEST_SITE }),
  ],
  [
    'a form content type',
    write('POST', 'checkout/vouchers', 'code=X', {
      origin: TEST_SITE,
      'content-type': 'application/x-www-form-urlencoded',
    }),
  ],
  [
    'a text/plain body (a CORS-simple request)',
    write('POST', 'checkout/vouchers', '{"code":"X","market":1,"pricelist":49,"lang":"it"}', {
      origin: TEST_SITE,
      'content-type': 'text/plain',
    }),
  ],
  [
    'a multipart body',
    write('POST', 'checkout/vouchers', '--x--', {
      origin: TEST_SITE,
      'content-type': 'multipart/form-data; boundary=x',
    }),
  ],
  [
    'a foreign origin',
    write('POST', 'checkout/vouchers', '{"code":"X","market":1,"pricelist":49,"lang":"it"}', {
      origin: 'https://evil.example',
      'content-type': 'application/json',
    }),
  ],
  [
    'origin null',
    write('POST', 'checkout/vouchers', '{"code":"X","market":1,"pricelist":49,"lang":"it"}', {
      origin: 'null',
      'content-type': 'application/json',
    }),
  ],
  [
    'a look-alike origin',
    write('POST', 'checkout/vouchers', '{"code":"X","market":1,"pricelist":49,"lang":"it"}', {
      origin: 'http://shop.test.evil.example',
      'content-type': 'application/json',
    }),
  ],
  [
    'Sec-Fetch-Site cross-site and no origin',
    write('POST', 'checkout/vouchers', '{"code":"X","market":1,"pricelist":49,"lang":"it"}', {
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/json',
    }),
  ],
  [
    'Sec-Fetch-Site same-site (a sibling subdomain)',
    write('POST', 'checkout/vouchers', '{"code":"X","market":1,"pricelist":49,"lang":"it"}', {
      'sec-fetch-site': 'same-site',
      'content-type': 'application/json',
    }),
  ],
];
