/** The addresses of a payment body, every field checked as an order needs it. */
import { isShippingCountry } from '../constants';
import { HttpError } from '../http';
import { EMAIL_PATTERN, objectField, optionalString, requiredString } from './validate';

export interface OrderAddress {
  email: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
}

/** Markup is refused in every address field (a name never holds `<` or `>`). */
const MARKUP = /[<>]/;

/**
 * An address of the payment body, every field checked: all the problems are
 * collected into `errors` (one message per field, `address.zipCode`), so the
 * shop can show them at once.
 */
export function parseAddress(
  body: Record<string, unknown>,
  field: string,
  errors: Record<string, string>,
  fallbackEmail?: string,
): OrderAddress {
  let a: Record<string, unknown> | undefined;
  try {
    a = objectField(body, field);
  } catch (error) {
    if (error instanceof HttpError) Object.assign(errors, error.errors);
    else throw error;
  }
  if (!a) {
    errors[field] ??= 'required';
    return {
      email: '',
      firstName: '',
      lastName: '',
      address1: '',
      address2: '',
      zipCode: '',
      city: '',
      country: '',
      phone: '',
    };
  }
  const source = a;
  const get = (key: string, required: boolean, max = 120): string => {
    const path = `${field}.${key}`;
    try {
      const value = required ? requiredString(source, key, max, path) : (optionalString(source, key, max, path) ?? '');
      if (MARKUP.test(value)) errors[path] = 'must not contain < or >';
      return value;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(errors, error.errors);
      return '';
    }
  };
  let email = get('email', false, 254).toLowerCase() || (fallbackEmail ?? '');
  if (!errors[`${field}.email`]) {
    if (!email) errors[`${field}.email`] = 'required';
    else if (!EMAIL_PATTERN.test(email)) errors[`${field}.email`] = 'not a valid email address';
  }
  email = email.toLowerCase();
  const country = get('country', true, 2).toUpperCase();
  if (country && !errors[`${field}.country`] && !isShippingCountry(country))
    errors[`${field}.country`] = `we do not ship to ${country}`;
  return {
    email,
    firstName: get('firstName', true),
    lastName: get('lastName', true),
    address1: get('address1', true),
    address2: get('address2', false),
    zipCode: get('zipCode', true, 20),
    city: get('city', true),
    country,
    phone: get('phone', false, 40),
  };
}
