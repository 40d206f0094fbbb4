/** The valid call of every form the corpus covers, and the values they share; each row changes one thing in one of them. */
import type { ProxyName } from '../types';
import type { BadInput, Session } from './badInputRow';

/** Market 1, pricelist 49, Italian: as a JSON body's fields, and as query parameters. */
export const M = { market: 1, pricelist: 49, lang: 'it' };
export const MQ: [string, string][] = [
  ['market', '1'],
  ['pricelist', '49'],
  ['lang', 'it'],
];
export const LONG = 'x'.repeat(5_000);

export const ADDRESS = {
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
