/**
 * The bad-input corpus, proxy side: every form's call and every read's query parameters,
 * thrown at the four proxies in front of the real sandbox. Each row is one input and the outcome it must
 * get: a 4xx with an `errors` record that names what is wrong (the form shows it inline). None may be
 * a 5xx, and none may leave anything stored (badInputs.test.ts counts the sandbox's rows around the run).
 *
 * Rows are built from a valid call per form with one thing made bad, so each row fails for the one
 * reason its class names. `$` values are filled in by the test from the sandbox's seed:
 * `$item` an item in stock, `$line` a line of the session's cart, `$order` / `$orderLine` the demo
 * customer's order and one of its lines, `$address` one of the customer's addresses, `$captcha` a fresh
 * captcha token.
 *
 * The rows are written by group in the modules beside this one; the valid calls they change are in
 * validCalls.ts.
 */
import type { BadInput } from './badInputRow';
import { ABUSE_ROWS } from './abuseRows';
import { FIELD_ROWS } from './fieldRows';
import { FORMAT_ROWS } from './formatRows';
import { READ_QUERY_ROWS } from './readQueryRows';

export type { BadInput, InputClass, Session } from './badInputRow';
export { VALID } from './validCalls';

/** Every row, in the order the groups are written: fields, formats, abuse, read queries. */
export const BAD_INPUTS: readonly BadInput[] = [...FIELD_ROWS, ...FORMAT_ROWS, ...ABUSE_ROWS, ...READ_QUERY_ROWS];
