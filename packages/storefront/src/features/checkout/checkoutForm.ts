/**
 * The checkout form as data: what the shopper typed (the draft), its checks
 * as messages keyed by field name (the names the commerce API uses in its
 * `errors`: `email`, `shippingAddress.zipCode`, `address.city`,
 * `paymentMethod`, `termsAndConditions`), the payment body, and the notice
 * for lines the stock no longer covers. Pure, so it is tested without a page.
 */
import { isValidEmail } from '@passo/design-system';
import type { PaymentAddress, SelectionLine, UnavailableLine } from '../../lib/api';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  cleanAddress,
  EMPTY_ADDRESS,
  type AddressField,
  type AddressValue,
} from '../address/addressRules';
import { addressFieldId, addressMessages, type Translate } from '../address/messages';

/** Field names (and the API's error keys). */
export const EMAIL_FIELD = 'email';
export const SHIPPING_PREFIX = 'shippingAddress';
/** Centra's `address` is the billing address. */
export const BILLING_PREFIX = 'address';
export const PAYMENT_FIELD = 'paymentMethod';
export const TERMS_FIELD = 'termsAndConditions';
/** A problem that names no field (the summary lists it, linking to the top of the form). */
export const FORM_FIELD = 'form';
const EMAIL_MAX_CHARS = 254;

export type ShippingMethodId = 'standard' | 'express';

export interface CheckoutDraft {
  email: string;
  shipping: AddressValue;
  /** "Billing address is the same as shipping": on by default. */
  billingSame: boolean;
  billing: AddressValue;
  shippingMethod: ShippingMethodId;
  paymentMethod: string;
  terms: boolean;
}

export function emptyDraft(country: string): CheckoutDraft {
  return {
    email: '',
    shipping: { ...EMPTY_ADDRESS, country },
    billingSame: true,
    billing: { ...EMPTY_ADDRESS, country },
    shippingMethod: 'standard',
    paymentMethod: '',
    terms: false,
  };
}

/** The DOM id of a field by its name, for the error summary's links. */
export function fieldId(name: string): string {
  const [prefix, field] = name.split('.') as [string, string | undefined];
  if (field && (prefix === SHIPPING_PREFIX || prefix === BILLING_PREFIX)) {
    return addressFieldId(prefix, field as AddressField);
  }
  return `checkout-${name}`;
}

export interface CheckContext {
  countries: readonly { country: string; name: string }[];
  t: Translate;
  /** False when the total is 0: no payment method is asked for. */
  needsPayment: boolean;
}

/** Every field name in page order (the error summary lists messages in this order). */
export function fieldOrder(draft: CheckoutDraft): string[] {
  return [
    EMAIL_FIELD,
    ...ADDRESS_FIELDS.map((f) => `${SHIPPING_PREFIX}.${f}`),
    ...(draft.billingSame ? [] : ADDRESS_FIELDS.map((f) => `${BILLING_PREFIX}.${f}`)),
    PAYMENT_FIELD,
    TERMS_FIELD,
  ];
}

/** The email's message, or undefined. */
export function emailMessage(email: string, t: Translate): string | undefined {
  const value = email.trim();
  if (!value) return t('field_required', { field: t('email') });
  if (value.length > EMAIL_MAX_CHARS) return t('field_too_long', { field: t('email'), max: EMAIL_MAX_CHARS });
  if (!isValidEmail(value)) return t('field_email_invalid');
  return undefined;
}

/**
 * Messages for the fields named in `only` (every field when absent), keyed by
 * field name, in page order.
 */
export function checkoutMessages(
  draft: CheckoutDraft,
  ctx: CheckContext,
  only?: ReadonlySet<string>,
): Record<string, string> {
  const { t, countries } = ctx;
  const all: Record<string, string> = {};
  const email = emailMessage(draft.email, t);
  if (email) all[EMAIL_FIELD] = email;
  Object.assign(all, addressMessages(draft.shipping, countries, t, SHIPPING_PREFIX));
  if (!draft.billingSame) Object.assign(all, addressMessages(draft.billing, countries, t, BILLING_PREFIX));
  if (ctx.needsPayment && !draft.paymentMethod) all[PAYMENT_FIELD] = t('checkout_payment_required');
  if (!draft.terms) all[TERMS_FIELD] = t('checkout_terms_required');
  const ordered: Record<string, string> = {};
  for (const name of fieldOrder(draft)) {
    if (all[name] && (!only || only.has(name))) ordered[name] = all[name];
  }
  return ordered;
}

/**
 * The back-end's (or proxy's) field errors as the shop's messages: a field the
 * shop checks itself gets its own words; any other gets "Check <field>" or,
 * when it names no field of the form, the generic error.
 */
export function serverMessages(
  errors: Record<string, string>,
  draft: CheckoutDraft,
  ctx: CheckContext,
): Record<string, string> {
  const own = checkoutMessages(draft, ctx);
  const names = new Set(fieldOrder(draft));
  const messages: Record<string, string> = {};
  for (const key of Object.keys(errors)) {
    const name = key === 'shippingAddress.email' ? EMAIL_FIELD : key === `${BILLING_PREFIX}.email` ? EMAIL_FIELD : key;
    if (!names.has(name)) continue;
    messages[name] = own[name] ?? ctx.t('field_invalid', { field: fieldLabel(name, ctx.t) });
  }
  if (Object.keys(messages).length === 0 && Object.keys(errors).length > 0) {
    messages[FORM_FIELD] = ctx.t('server_generic_error');
  }
  return messages;
}

/** A field's visible name, for messages. */
export function fieldLabel(name: string, t: Translate): string {
  if (name === EMAIL_FIELD) return t('email');
  if (name === PAYMENT_FIELD) return t('checkout_payment_method');
  if (name === TERMS_FIELD) return t('checkout_terms');
  const field = name.split('.')[1] as AddressField | undefined;
  return field && field in ADDRESS_LABELS ? t(ADDRESS_LABELS[field]) : name;
}

function paymentAddress(address: AddressValue, email: string): PaymentAddress {
  const clean = cleanAddress(address);
  return {
    email: email.trim(),
    firstName: clean.firstName,
    lastName: clean.lastName,
    address1: clean.address1,
    ...(clean.address2 ? { address2: clean.address2 } : {}),
    zipCode: clean.zipCode,
    city: clean.city,
    country: clean.country,
    ...(clean.phone ? { phone: clean.phone } : {}),
  };
}

/** The body of `checkout/payment` (no total: the back-end prices the selection itself). */
export function paymentBody(draft: CheckoutDraft, locale: string, needsPayment: boolean) {
  const shippingAddress = paymentAddress(draft.shipping, draft.email);
  return {
    locale,
    ...(needsPayment ? { paymentMethod: draft.paymentMethod } : {}),
    shippingMethod: draft.shippingMethod,
    address: draft.billingSame ? shippingAddress : paymentAddress(draft.billing, draft.email),
    shippingAddress,
    termsAndConditions: true as const,
  };
}

/** One sentence per line the stock no longer covers, naming the product and its size. */
export function unavailableNotices(
  unavailable: readonly UnavailableLine[],
  lines: readonly SelectionLine[],
  t: Translate,
): string[] {
  return unavailable.map((u) => {
    const line = lines.find((l) => l.line === u.line || l.item === u.item);
    const product = line?.product.name ?? u.item;
    const size = line?.product.tableMappings[line.size]?.eu ?? line?.size ?? u.item.split('-').slice(1).join('-');
    const requested = u.originalQuantity ?? u.requested;
    return u.available > 0
      ? t('checkout_unavailable_line', { product, size, available: u.available, requested })
      : t('checkout_unavailable_gone', { product, size });
  });
}

/** Reads a stored draft back, keeping only what has the draft's shape. */
export function parseDraft(raw: string | null, fallbackCountry: string): CheckoutDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CheckoutDraft>;
    const base = emptyDraft(fallbackCountry);
    const text = (v: unknown, d: string) => (typeof v === 'string' ? v : d);
    const address = (v: unknown, d: AddressValue): AddressValue => {
      const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
      return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(o[f], d[f])])) as unknown as AddressValue;
    };
    return {
      email: text(value.email, ''),
      shipping: address(value.shipping, base.shipping),
      billingSame: typeof value.billingSame === 'boolean' ? value.billingSame : true,
      billing: address(value.billing, base.billing),
      shippingMethod: value.shippingMethod === 'express' ? 'express' : 'standard',
      paymentMethod: text(value.paymentMethod, ''),
      terms: false,
    };
  } catch {
    return null;
  }
}

/** The sections that fold to one line once complete, in page order. */
export const FOLDING_SECTIONS = ['contact', 'shipping', 'billing', 'shippingMethod', 'paymentMethod'] as const;
export type CheckoutSection = (typeof FOLDING_SECTIONS)[number];

/** The fields of a section: a section with a message on any of them never folds. */
export function sectionFields(section: CheckoutSection, draft: CheckoutDraft): string[] {
  switch (section) {
    case 'contact':
      return [EMAIL_FIELD];
    case 'shipping':
      return ADDRESS_FIELDS.map((f) => `${SHIPPING_PREFIX}.${f}`);
    case 'billing':
      return draft.billingSame ? [] : ADDRESS_FIELDS.map((f) => `${BILLING_PREFIX}.${f}`);
    case 'shippingMethod':
      return [];
    case 'paymentMethod':
      return [PAYMENT_FIELD];
  }
}

/** An address on one line, as a folded section shows it: "Ada Rossi, Via Tortona 12, 20144 Milano, Italia". */
export function addressLine(address: AddressValue, countries: CheckContext['countries']): string {
  const a = cleanAddress(address);
  const country = countries.find((c) => c.country === a.country)?.name ?? a.country;
  return [`${a.firstName} ${a.lastName}`.trim(), a.address1, a.address2, `${a.zipCode} ${a.city}`.trim(), country]
    .filter(Boolean)
    .join(', ');
}
