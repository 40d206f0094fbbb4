/** Rows that try the shop rather than mistype: injection strings, wrong or weak passwords, unusable tokens and codes, addresses the shop cannot deliver to. */
import type { BadInput } from './badInputRow';
import { rowBuilders } from './rowBuilders';

const rows: BadInput[] = [];
const { body, address } = rowBuilders(rows);

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

export const ABUSE_ROWS: readonly BadInput[] = rows;
