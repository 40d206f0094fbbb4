/**
 * The commerce (and general) responses the storefront reads, as zod schemas: the one description of them.
 * The storefront's response types are inferred from these (`import type` only, so no zod reaches the
 * browser), and the contract tests parse the sandbox's real answers with them, through the
 * proxies, so a type that drifts from what the back-end sends fails a test. Shapes: packages/sandbox/API.md.
 *
 * Objects are not strict: a field the back-end adds and the shop does not read is no drift. A field the shop
 * reads is declared here with the nullability the back-end really has. The commerce token is never in a body
 * (the proxy takes it out); an error answer is `{ errors }` and has none of these shapes.
 *
 * This entry gathers them from responses/, one module per domain (product, catalogue, the shop's settings,
 * selection, customer, orders, the general service), with which schema answers which call (calls.ts) and the
 * inferred types (types.ts).
 */
// Of money.ts only the currency format is public; its price string is the other modules' building block.
export { currencyFormatSchema } from './responses/money';
export * from './responses/product';
export * from './responses/catalogue';
export * from './responses/shop';
export * from './responses/selection';
export * from './responses/customer';
export * from './responses/orders';
export * from './responses/general';
export * from './responses/calls';
export type * from './responses/types';
