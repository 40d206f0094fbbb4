/**
 * An address's problems as messages in the shop's language, keyed by field
 * name (`prefix.field`): what AddressForm shows under each field and what an
 * error summary lists, in the same words.
 */
import type { LabelKey } from '../../core/content/fallbacks';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  addressFieldName,
  addressFieldProblem,
  type AddressField,
  type AddressValue,
} from './addressRules';

export type Translate = (key: LabelKey, values?: Record<string, string | number>) => string;

/** The DOM id of a field (names hold dots, which CSS selectors and fragment links handle badly). */
export function addressFieldId(prefix: string | undefined, field: AddressField): string {
  return prefix ? `${prefix}-${field}` : `address-${field}`;
}

/** One field's message, or undefined when it is fine. */
export function addressFieldMessage(
  field: AddressField,
  address: AddressValue,
  countries: readonly { country: string; name: string }[],
  t: Translate,
): string | undefined {
  const problem = addressFieldProblem(
    field,
    address,
    countries.map((c) => c.country),
  );
  if (!problem) return undefined;
  const country = countries.find((c) => c.country === address.country.toUpperCase())?.name ?? address.country;
  const label = field === 'phone' ? t('phone') : t(ADDRESS_LABELS[field]);
  return t(problem.key, { ...problem.values, field: label, country });
}

/** Every field's message, keyed by `prefix.field`; `fields` limits the check (e.g. to the touched ones). */
export function addressMessages(
  address: AddressValue,
  countries: readonly { country: string; name: string }[],
  t: Translate,
  prefix?: string,
  fields: readonly AddressField[] = ADDRESS_FIELDS,
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const field of fields) {
    const message = addressFieldMessage(field, address, countries, t);
    if (message) messages[addressFieldName(prefix, field)] = message;
  }
  return messages;
}
