/** Rows with one body field made bad: malformed e-mails, empty or blank required fields, over-long values, values of the wrong type, unknown or polluting fields. */
import type { BadInput } from './badInputRow';
import { rowBuilders } from './rowBuilders';
import { LONG, VALID } from './validCalls';

const rows: BadInput[] = [];
const { body, address } = rowBuilders(rows);

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

export const FIELD_ROWS: readonly BadInput[] = rows;
