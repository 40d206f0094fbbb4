/**
 * The spec's literal texts (and plain English for the rest), used when the
 * content labels lack a key. Keys are the `labels` document's; placeholders
 * are written `$name`, as in the content. Every visible string in a
 * component goes through `useLabels()`, which falls back to these texts.
 *
 * Keys are grouped by where they show, one module per group in `labels/`
 * (`LABEL_GROUPS`): a page carries the shell's group and its route family's
 * (labelGroups.ts), so a new key goes in the group of the pages that show it,
 * in a block commented with your feature.
 *
 * This whole table is for the server and tests only: the browser carries the
 * shell's fallbacks (labels/shell.ts, with useLabels) and loads another
 * group's with that group's labels (labelFallbacks.ts); the server fills a
 * page's groups into the labels it carries (shell.ts). Client code imports
 * only types from here (a unit test checks it).
 */
import { SHELL_LABELS } from './labels/shell';
import { CART_LABELS } from './labels/cart';
import { CATALOGUE_LABELS } from './labels/catalogue';
import { ADDRESS_LABELS } from './labels/address';
import { CHECKOUT_LABELS } from './labels/checkout';
import { ACCOUNT_LABELS } from './labels/account';
import { EDITORIAL_LABELS } from './labels/editorial';
import { CONSENT_LABELS } from './labels/consent';
import { PRODUCT_LABELS } from './labels/product';

/** Every label group, by name. A key belongs to exactly one group (a unit test checks it). */
export const LABEL_GROUPS = {
  shell: SHELL_LABELS,
  cart: CART_LABELS,
  catalogue: CATALOGUE_LABELS,
  address: ADDRESS_LABELS,
  checkout: CHECKOUT_LABELS,
  account: ACCOUNT_LABELS,
  editorial: EDITORIAL_LABELS,
  consent: CONSENT_LABELS,
  product: PRODUCT_LABELS,
} as const;

export type LabelGroup = keyof typeof LABEL_GROUPS;

export const LABEL_FALLBACKS = {
  ...SHELL_LABELS,
  ...CART_LABELS,
  ...CATALOGUE_LABELS,
  ...ADDRESS_LABELS,
  ...CHECKOUT_LABELS,
  ...ACCOUNT_LABELS,
  ...EDITORIAL_LABELS,
  ...CONSENT_LABELS,
  ...PRODUCT_LABELS,
} as const;

export type LabelKey = keyof typeof LABEL_FALLBACKS;
