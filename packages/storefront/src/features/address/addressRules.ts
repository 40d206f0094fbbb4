/**
 * The one postal address of the shop (checkout shipping and billing, the
 * account's address book): its fields, their limits and their checks. Pure
 * functions, so the form, the checkout's submit and the tests share them.
 *
 * Postcodes are checked per country with validator.js's `isPostalCode`
 * (maintained patterns for 60+ countries); a country it does not know gets
 * its generic check, never a hand-written pattern.
 */
import isPostalCode, { locales as POSTAL_CODE_LOCALES } from 'validator/lib/isPostalCode';
import type { LabelKey } from '../../core/content/fallbacks';

/** The fields of an address, as the commerce API names them. */
export interface AddressValue {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  zipCode: string;
  city: string;
  /** Two-letter code (ISO 3166-1 alpha-2). */
  country: string;
  phone: string;
}
export type AddressField = keyof AddressValue;

/** The fields in the order the form shows them. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'zipCode',
  'city',
  'country',
  'phone',
];

export const EMPTY_ADDRESS: AddressValue = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  zipCode: '',
  city: '',
  country: '',
  phone: '',
};

/** Longest value per field: the commerce proxy's limits (proxy-api routes/params.ts `addressFields`). */
export const ADDRESS_MAX_CHARS: Record<AddressField, number> = {
  firstName: 100,
  lastName: 100,
  address1: 200,
  address2: 200,
  zipCode: 20,
  city: 100,
  country: 2,
  phone: 40,
};

/** Fields a shopper may leave empty. */
export const OPTIONAL_ADDRESS_FIELDS: ReadonlySet<AddressField> = new Set<AddressField>(['address2', 'phone']);

/** Each field's label key (the visible label and the name used in error messages). */
export const ADDRESS_LABELS: Record<AddressField, LabelKey> = {
  firstName: 'first_name',
  lastName: 'last_name',
  address1: 'address1',
  address2: 'address2',
  zipCode: 'zip_code',
  city: 'city',
  country: 'country',
  phone: 'phone',
};

/** The HTML `autocomplete` token of each field, given the section (`shipping`, `billing` or none). */
export function autocompleteToken(field: AddressField, section?: 'shipping' | 'billing'): string {
  const token: Record<AddressField, string> = {
    firstName: 'given-name',
    lastName: 'family-name',
    address1: 'address-line1',
    address2: 'address-line2',
    zipCode: 'postal-code',
    city: 'address-level2',
    country: 'country',
    phone: 'tel',
  };
  return section ? `${section} ${token[field]}` : token[field];
}

const POSTAL_LOCALES: ReadonlySet<string> = new Set(POSTAL_CODE_LOCALES);

/** Whether validator.js knows the country's postcode format. */
export function hasPostcodeFormat(country: string): boolean {
  return POSTAL_LOCALES.has(country.toUpperCase());
}

/**
 * Whether `zipCode` is a postcode of `country`: the country's own format when
 * validator.js has it, else its generic check (3 to 10 letters and digits).
 */
export function isValidPostcode(zipCode: string, country: string): boolean {
  const value = zipCode.trim();
  if (!value) return false;
  const upper = country.toUpperCase();
  return isPostalCode(value, hasPostcodeFormat(upper) ? (upper as Parameters<typeof isPostalCode>[1]) : 'any');
}

/** Markup in a field is refused (the back-end refuses it too): a name never holds `<` or `>`. */
const MARKUP = /[<>]/;

/** A field's problem, as a label key and its values, or null when the value is fine. */
export interface AddressProblem {
  key: LabelKey;
  values: Record<string, string | number>;
}

/**
 * The problem with one field's value, or null. `countries` limits the country
 * to the ones the shop ships to (the selection's `countries`).
 */
export function addressFieldProblem(
  field: AddressField,
  address: AddressValue,
  countries: readonly string[],
): AddressProblem | null {
  const value = address[field].trim();
  if (!value) return OPTIONAL_ADDRESS_FIELDS.has(field) ? null : { key: 'field_required', values: {} };
  if (value.length > ADDRESS_MAX_CHARS[field])
    return { key: 'field_too_long', values: { max: ADDRESS_MAX_CHARS[field] } };
  if (MARKUP.test(value)) return { key: 'field_invalid_characters', values: {} };
  if (field === 'country' && !countries.includes(value.toUpperCase()))
    return { key: 'field_country_not_shipped', values: {} };
  if (field === 'zipCode' && address.country && !isValidPostcode(value, address.country))
    return { key: 'field_postcode_invalid', values: {} };
  if (field === 'phone' && !/^\+?[0-9 ()./-]{6,40}$/.test(value)) return { key: 'field_phone_invalid', values: {} };
  return null;
}

/** Every field's problem (only the fields that have one). */
export function addressProblems(
  address: AddressValue,
  countries: readonly string[],
): Partial<Record<AddressField, AddressProblem>> {
  const problems: Partial<Record<AddressField, AddressProblem>> = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldProblem(field, address, countries);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The address with every value trimmed, the country upper-cased and empty optional fields left out. */
export function cleanAddress(address: AddressValue): AddressValue {
  const clean = { ...address };
  for (const field of ADDRESS_FIELDS) clean[field] = address[field].trim();
  clean.country = clean.country.toUpperCase();
  return clean;
}

/** `prefix.field`, or the bare field without a prefix: the form's field names and error keys. */
export function addressFieldName(prefix: string | undefined, field: AddressField): string {
  return prefix ? `${prefix}.${field}` : field;
}
