import { labelText } from '../../core/labels/useLabel';
import { LABEL_GROUPS } from '../../core/content/fallbacks';
import { fillLabels, labelGroupsForRoute } from '../../core/content/labelGroups';
import type { SelectionLine } from '../../lib/api';
import {
  addressLine,
  checkoutMessages,
  emptyDraft,
  fieldId,
  parseDraft,
  paymentBody,
  sectionFields,
  serverMessages,
  unavailableNotices,
  type CheckoutDraft,
} from './checkoutForm';

/** The checkout page's labels when the content has none: its groups' fallbacks, as the server fills them in. */
const labels = fillLabels(
  {},
  labelGroupsForRoute('/[locale]/checkout').map((group) => LABEL_GROUPS[group]),
);
const t = (key: Parameters<typeof labelText>[1], values?: Record<string, string | number>) =>
  labelText(labels, key, values);
const countries = [
  { country: 'IT', name: 'Italia' },
  { country: 'SE', name: 'Sverige' },
];
const ctx = { countries, t, needsPayment: true };

const filled: CheckoutDraft = {
  ...emptyDraft('IT'),
  email: 'ada@example.com',
  shipping: {
    firstName: 'Ada',
    lastName: 'Rossi',
    address1: 'Via Tortona 12',
    address2: '',
    zipCode: '20144',
    city: 'Milano',
    country: 'IT',
    phone: '',
  },
  paymentMethod: 'sandbox-card',
  terms: true,
};

describe('checkout messages', () => {
  it('has nothing to say about a complete form', () => {
    expect(checkoutMessages(filled, ctx)).toEqual({});
  });

  it('names every missing field of an empty form, in page order, with the API’s field names', () => {
    const messages = checkoutMessages(emptyDraft('IT'), ctx);
    expect(Object.keys(messages)).toEqual([
      'email',
      'shippingAddress.firstName',
      'shippingAddress.lastName',
      'shippingAddress.address1',
      'shippingAddress.zipCode',
      'shippingAddress.city',
      'paymentMethod',
      'termsAndConditions',
    ]);
    expect(messages.email).toBe('Email is required');
    expect(messages.termsAndConditions).toBe('Accept the terms and conditions to place your order');
  });

  it('checks the billing address only when it differs from shipping', () => {
    const messages = checkoutMessages({ ...filled, billingSame: false }, ctx);
    expect(messages['address.firstName']).toBe('First name is required');
  });

  it('asks for no payment method when the total is 0', () => {
    expect(checkoutMessages({ ...filled, paymentMethod: '' }, { ...ctx, needsPayment: false })).toEqual({});
  });

  it('limits messages to the touched fields before the first submit', () => {
    expect(Object.keys(checkoutMessages(emptyDraft('IT'), ctx, new Set(['email'])))).toEqual(['email']);
  });

  it('refuses an email that is not one', () => {
    expect(checkoutMessages({ ...filled, email: 'ada@' }, ctx).email).toBe(
      'Enter an email address like name@example.com',
    );
  });
});

describe('server errors', () => {
  it('puts the back-end’s field errors on their fields in the shop’s words', () => {
    const messages = serverMessages(
      { 'shippingAddress.city': 'must not contain < or >', termsAndConditions: 'must be accepted' },
      filled,
      ctx,
    );
    expect(messages).toEqual({
      'shippingAddress.city': 'Check City',
      termsAndConditions: 'Check I accept the terms and conditions of sale',
    });
  });

  it('falls back to the generic error when no field is named', () => {
    expect(serverMessages({ selection: 'empty' }, filled, ctx)).toEqual({
      form: 'Something went wrong. Please try again in a moment.',
    });
  });
});

describe('the payment body', () => {
  it('sends billing = shipping by default, no total, and no method for a zero total', () => {
    const body = paymentBody(filled, 'it-it', false);
    expect(body).toEqual({
      locale: 'it-it',
      shippingMethod: 'standard',
      address: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Rossi',
        address1: 'Via Tortona 12',
        zipCode: '20144',
        city: 'Milano',
        country: 'IT',
      },
      shippingAddress: body.address,
      termsAndConditions: true,
    });
    expect(paymentBody(filled, 'it-it', true).paymentMethod).toBe('sandbox-card');
  });
});

it('names each product the stock no longer covers, with its size', () => {
  const line = {
    line: 'l1',
    item: '1001-38',
    size: '38',
    product: { name: 'Aurora Sneaker', tableMappings: { '38': { eu: '38', us: '7.5', uk: '5' } } },
  } as unknown as SelectionLine;
  expect(
    unavailableNotices(
      [
        { line: 'l1', item: '1001-38', requested: 2, available: 1 },
        { line: 'l2', item: '1002-40', requested: 1, available: 0 },
      ],
      [line],
      t,
    ),
  ).toEqual(['Aurora Sneaker, size 38: 1 left (you had 2)', '1002-40, size 40: sold out, removed from your cart']);
});

it('links summary entries to field ids without dots', () => {
  expect(fieldId('shippingAddress.zipCode')).toBe('shippingAddress-zipCode');
  expect(fieldId('email')).toBe('checkout-email');
});

it('restores a stored draft but never the acceptance of the terms', () => {
  const restored = parseDraft(JSON.stringify(filled), 'IT');
  expect(restored).toEqual({ ...filled, terms: false });
  expect(parseDraft('not json', 'IT')).toBeNull();
});

describe('folding sections', () => {
  it('a section is made of its own fields; billing has none while it is the same as shipping', () => {
    expect(sectionFields('contact', filled)).toEqual(['email']);
    expect(sectionFields('shipping', filled)).toContain('shippingAddress.zipCode');
    expect(sectionFields('billing', { ...filled, billingSame: true })).toEqual([]);
    expect(sectionFields('billing', { ...filled, billingSame: false })).toContain('address.city');
    expect(sectionFields('paymentMethod', filled)).toEqual(['paymentMethod']);
  });

  it('a folded address reads on one line with the country by name', () => {
    expect(addressLine({ ...filled.shipping, address2: '' }, countries)).toBe(
      `Ada Rossi, Via Tortona 12, 20144 ${filled.shipping.city}, Italia`,
    );
  });
});
