/** What one row of the bad-input corpus says: the input, who sends it, and the outcome it must get. */
import type { ProxyName } from '../types';

/** Who makes the call: a fresh guest, a guest with one item in the cart, or the signed-in demo customer. */
export type Session = 'guest' | 'cart' | 'customer';

/** What the input is, as the test names say it. */
export type InputClass =
  | 'a malformed email'
  | 'an empty or blank required field'
  | 'an over-long value'
  | 'a value of the wrong type'
  | 'an unknown or polluting field'
  | 'a body that is not JSON'
  | 'a malformed id or quantity in the path'
  | 'an out-of-range number'
  | 'an unknown market, pricelist, language or locale'
  | 'an injection string'
  | 'a wrong password or weak new password'
  | 'a malformed query parameter'
  | 'an unknown or repeated query parameter'
  | 'an address the shop cannot deliver to'
  | 'an unusable token or code';

export interface BadInput {
  class: InputClass;
  /** The form or query the input comes from. */
  form: string;
  session: Session;
  proxy: ProxyName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The proxy's `url` parameter. */
  url: string;
  /** Further query parameters (raw pairs: a key may repeat). */
  query?: [string, string][];
  /** A JSON body, or `{ raw }` sent as it is with its content type. */
  body?: unknown;
  raw?: { text: string; contentType: string };
  /** The status it must get (a number), or any 4xx. */
  expect: number | '4xx';
}
