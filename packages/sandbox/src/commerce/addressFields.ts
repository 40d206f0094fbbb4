/** A customer's address: its columns, its checks and its view. */
import { isShippingCountry } from '../constants';
import { HttpError } from '../http';
import { optionalBoolean, optionalString, requiredString } from './validate';

/** The address columns a customer writes, named once for both the insert and the update. */
const ADDRESS_COLUMNS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'zip_code',
  'city',
  'country',
  'phone',
  'is_default',
] as const;
export type AddressColumns = Pick<AddressRow, (typeof ADDRESS_COLUMNS)[number]>;
export const INSERT_ADDRESS = `INSERT INTO address (customer, ${ADDRESS_COLUMNS.join(', ')})
  VALUES (@customer, ${ADDRESS_COLUMNS.map((c) => `@${c}`).join(', ')})`;
export const UPDATE_ADDRESS = `UPDATE address SET ${ADDRESS_COLUMNS.map((c) => `${c} = @${c}`).join(', ')}
  WHERE id = @id AND customer = @customer`;

export interface AddressRow {
  id: number;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  zip_code: string;
  city: string;
  country: string;
  phone: string;
  is_default: number;
}

/** The validated body as the address table's columns, one list for insert and update alike. */
export function addressColumns(body: Record<string, unknown>): AddressColumns {
  const country = requiredString(body, 'country', 2).toUpperCase();
  if (!isShippingCountry(country)) throw new HttpError(400, { country: `we do not ship to ${country}` });
  return {
    first_name: requiredString(body, 'firstName', 80),
    last_name: requiredString(body, 'lastName', 80),
    address1: requiredString(body, 'address1', 120),
    address2: optionalString(body, 'address2', 120) ?? '',
    zip_code: requiredString(body, 'zipCode', 20),
    city: requiredString(body, 'city', 80),
    country,
    phone: optionalString(body, 'phone', 40) ?? '',
    is_default: optionalBoolean(body, 'isDefault') ? 1 : 0,
  };
}

/** An address nested in a body (`address: {…}`), its errors named `address.<field>`. */
export function nestedAddress(value: unknown, prefix: string): AddressColumns {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, { [prefix]: 'must be an object' });
  try {
    return addressColumns(value as Record<string, unknown>);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`${prefix}.${k}`, v]));
    throw new HttpError(error.status, errors);
  }
}

export function addressView(a: AddressRow) {
  return {
    address: String(a.id),
    firstName: a.first_name,
    lastName: a.last_name,
    address1: a.address1,
    address2: a.address2,
    zipCode: a.zip_code,
    city: a.city,
    country: a.country,
    phone: a.phone,
    isDefault: a.is_default === 1,
  };
}
