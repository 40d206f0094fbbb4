/** Malformed write bodies: empty, truncated, wrong types, unknown or overlong fields, each answered 4xx and never forwarded. */
import { type Raw, json, write } from './rawRequest';

export const MALFORMED_BODIES: [string, Raw][] = [
  ['an empty body', write('POST', 'checkout/vouchers', '')],
  ['truncated JSON', write('POST', 'checkout/vouchers', '{"code":')],
  ['JSON with trailing garbage', write('POST', 'checkout/vouchers', '{"code":"X"}garbage')],
  ['a JSON array', write('POST', 'checkout/vouchers', '[]')],
  ['JSON null', write('POST', 'checkout/vouchers', 'null')],
  ['a JSON string', write('POST', 'checkout/vouchers', '"POPSOUL10"')],
  ['a JSON number', write('POST', 'checkout/vouchers', '1')],
  ['single-quoted JSON', write('POST', 'checkout/vouchers', "{'code':'X'}")],
  ['a byte-order mark before the JSON', write('POST', 'checkout/vouchers', '\ufeff{"code":"X"}')],
  [
    'an unknown body field',
    write('POST', 'checkout/items/1001-38/quantity/1', '{"market":1,"pricelist":49,"lang":"it","price":0}'),
  ],
  [
    'a prototype-polluting body',
    write(
      'POST',
      'checkout/items/1001-38/quantity/1',
      '{"__proto__":{"admin":true},"market":1,"pricelist":49,"lang":"it"}',
    ),
  ],
  [
    'a constructor-polluting body',
    write('POST', 'checkout/login', '{"constructor":{"prototype":{"x":1}},"email":"a@b.co","password":"x"}'),
  ],
  ['a market missing', write('POST', 'checkout/items/1001-38/quantity/1', '{"pricelist":49,"lang":"it"}')],
  [
    'market as Infinity',
    write('POST', 'checkout/items/1001-38/quantity/1', '{"market":1e400,"pricelist":49,"lang":"it"}'),
  ],
  [
    'market fractional',
    write('POST', 'checkout/items/1001-38/quantity/1', '{"market":1.5,"pricelist":49,"lang":"it"}'),
  ],
  ['market as true', write('POST', 'checkout/items/1001-38/quantity/1', '{"market":true,"pricelist":49,"lang":"it"}')],
  ['lang null', write('POST', 'checkout/items/1001-38/quantity/1', '{"market":1,"pricelist":49,"lang":null}')],
  [
    'a voucher code too long',
    write('POST', 'checkout/vouchers', JSON.stringify({ code: 'x'.repeat(65), market: 1, pricelist: 49, lang: 'it' })),
  ],
  [
    'a voucher code of spaces',
    write('POST', 'checkout/vouchers', '{"code":"   ","market":1,"pricelist":49,"lang":"it"}'),
  ],
  ['voucher removal without remove:true', write('DELETE', 'checkout/vouchers', '{"code":"X"}')],
  ['voucher removal with remove:"true"', write('DELETE', 'checkout/vouchers', '{"code":"X","remove":"true"}')],
  [
    'payment fields with a lower-case country',
    write('PUT', 'checkout/payment-fields', '{"shipping":{"country":"it"}}'),
  ],
  [
    'payment fields with a nested unknown key',
    write('PUT', 'checkout/payment-fields', '{"shipping":{"country":"IT","admin":true}}'),
  ],
  [
    'a newsletter with privacy_policy as a string',
    write(
      'POST',
      'checkout/newsletter-subscription',
      '{"email":"a@b.co","email_field":"","privacy_policy":"true","locale":"it-it","captchaToken":"t"}',
    ),
  ],
  [
    'a newsletter with a bad locale',
    write(
      'POST',
      'checkout/newsletter-subscription',
      '{"email":"a@b.co","email_field":"","privacy_policy":true,"locale":"xx","captchaToken":"t"}',
    ),
  ],
  [
    'register with an invalid email',
    write(
      'POST',
      'checkout/register',
      '{"email":"not-an-email","password":"longenough","firstName":"A","lastName":"B"}',
    ),
  ],
  [
    'register with an address carrying an unknown field',
    write(
      'POST',
      'checkout/register',
      JSON.stringify({
        email: 'a@b.co',
        password: 'longenough',
        firstName: 'A',
        lastName: 'B',
        address: {
          firstName: 'A',
          lastName: 'B',
          address1: 'Via 1',
          zipCode: '00100',
          city: 'Roma',
          country: 'IT',
          total: 0,
        },
      }),
    ),
  ],
  [
    'register with an email over 254 characters',
    write(
      'POST',
      'checkout/register',
      JSON.stringify({ email: `${'a'.repeat(250)}@b.co`, password: 'longenough', firstName: 'A', lastName: 'B' }),
    ),
  ],
  ['login with an empty password', write('POST', 'checkout/login', '{"email":"a@b.co","password":""}')],
  ['login with a password as a number', write('POST', 'checkout/login', '{"email":"a@b.co","password":12345678}')],
  [
    'a password reset with a caller-chosen link',
    write(
      'POST',
      'checkout/password-reset-email',
      '{"email":"a@b.co","locale":"it-it","linkUri":"https://evil.example"}',
    ),
  ],
  ['a birthdate that is no date', write('PUT', 'checkout/customer', '{"birthdate":"2020-13-45"}')],
  ['a return with no lines', write('POST', 'checkout/returns', '{"order":"PS-1","lines":[]}')],
  ['a return of 0 units', write('POST', 'checkout/returns', '{"order":"PS-1","lines":[{"line":"a","quantity":0}]}')],
  [
    'a payment without accepting the terms',
    write(
      'POST',
      'checkout/payment',
      '{"market":1,"pricelist":49,"lang":"it","paymentMethod":"sandbox-card","address":{"email":"a@b.co","firstName":"A","lastName":"B","address1":"x","zipCode":"1","city":"c","country":"IT"},"termsAndConditions":false}',
    ),
  ],
  [
    'a payment with a caller-chosen return page',
    write(
      'POST',
      'checkout/payment',
      '{"market":1,"pricelist":49,"lang":"it","locale":"it-it","paymentMethod":"sandbox-3ds","paymentReturnPage":"https://evil.example","address":{"email":"a@b.co","firstName":"A","lastName":"B","address1":"x","zipCode":"1","city":"c","country":"IT"},"termsAndConditions":true}',
    ),
  ],
  [
    'a payment that names its own total',
    write(
      'POST',
      'checkout/payment',
      '{"market":1,"pricelist":49,"lang":"it","locale":"it-it","paymentMethod":"sandbox-card","grandTotalPriceAsNumber":0,"address":{"email":"a@b.co","firstName":"A","lastName":"B","address1":"x","zipCode":"1","city":"c","country":"IT"},"termsAndConditions":true}',
    ),
  ],
  [
    'payment-result fields that are not strings',
    write('POST', 'checkout/payment-result', '{"paymentMethodFields":{"payment":{"$gt":""}}}'),
  ],
  ['a deeply nested body', write('POST', 'checkout/vouchers', `${'['.repeat(5_000)}${']'.repeat(5_000)}`)],
  ['a body over the limit', write('POST', 'checkout/vouchers', JSON.stringify({ code: 'x'.repeat(20_000) }))],
  [
    'a body that lies about its length',
    write('POST', 'checkout/vouchers', '{}', { ...json, 'content-length': '999999' }),
  ],
];
