/**
 * Every UI label, in it, es, de and en: the spec's named labels and those a
 * shop UI needs. `$name` placeholders are replaced by the storefront
 * (`$your_country`, `$count`, `$n`, `$min`, `$max`, `$year`).
 */
import { SPEC_LABELS } from './labels/spec';
import { NAVIGATION_LABELS } from './labels/navigation';
import { PRODUCT_LABELS } from './labels/products';
import { CART_LABELS } from './labels/cart';
import { ACCOUNT_LABELS } from './labels/account';
import { SITE_LABELS } from './labels/site';
import { ADDRESS_FORM_LABELS } from './labels/addressForm';
import { NOTICE_LABELS } from './labels/notices';
import { SIGN_IN_LABELS } from './labels/signIn';
import { ACCOUNT_PAGE_LABELS } from './labels/accountPages';
import { RETURN_LABELS } from './labels/returns';
import { LEGAL_INFORMATION_LABELS } from './labels/legalInformation';
import { WITHDRAWAL_LABELS } from './labels/withdrawal';
import { COOKIE_LABELS } from './labels/cookies';
import { PAGE_META_LABELS } from './labels/pageMeta';
import type { T } from './translation';

/** In this order: the documents list the labels in it. */
export const LABELS: Record<string, T> = {
  ...SPEC_LABELS,
  ...NAVIGATION_LABELS,
  ...PRODUCT_LABELS,
  ...CART_LABELS,
  ...ACCOUNT_LABELS,
  ...SITE_LABELS,
  ...ADDRESS_FORM_LABELS,
  ...NOTICE_LABELS,
  ...SIGN_IN_LABELS,
  ...ACCOUNT_PAGE_LABELS,
  ...RETURN_LABELS,
  ...LEGAL_INFORMATION_LABELS,
  ...WITHDRAWAL_LABELS,
  ...COOKIE_LABELS,
  ...PAGE_META_LABELS,
};

/** Labels of filter fields and values (`field`, `value`, `text`); an empty value labels the field itself. */
export const FILTER_LABELS: { field: string; value: string; text: T }[] = [
  { field: 'var_color', value: '', text: ['Colore', 'Color', 'Farbe', 'Colour'] },
  { field: 'var_color', value: 'paprika', text: ['Paprika', 'Pimentón', 'Paprika', 'Paprika'] },
  { field: 'var_color', value: 'violet', text: ['Viola', 'Violeta', 'Violett', 'Violet'] },
  { field: 'var_color', value: 'blue', text: ['Blu', 'Azul', 'Blau', 'Blue'] },
  { field: 'var_color', value: 'yellow', text: ['Giallo', 'Amarillo', 'Gelb', 'Yellow'] },
  { field: 'var_color', value: 'green-aqua', text: ['Verde acqua', 'Verde agua', 'Aquagrün', 'Green aqua'] },
  { field: 'size', value: '', text: ['Taglia', 'Talla', 'Größe', 'Size'] },
  { field: 'line', value: '', text: ['Linea', 'Línea', 'Linie', 'Line'] },
  { field: 'line', value: 'sunny-side', text: ['Sunny Side', 'Sunny Side', 'Sunny Side', 'Sunny Side'] },
  { field: 'line', value: 'dolce-vita', text: ['Dolce Vita', 'Dolce Vita', 'Dolce Vita', 'Dolce Vita'] },
  { field: 'line', value: 'mambo', text: ['Mambo', 'Mambo', 'Mambo', 'Mambo'] },
  { field: 'line', value: 'soul-train', text: ['Soul Train', 'Soul Train', 'Soul Train', 'Soul Train'] },
  { field: 'line', value: 'vespa', text: ['Vespa', 'Vespa', 'Vespa', 'Vespa'] },
  { field: 'line', value: 'riviera', text: ['Riviera', 'Riviera', 'Riviera', 'Riviera'] },
  { field: 'price_band', value: '', text: ['Prezzo', 'Precio', 'Preis', 'Price'] },
];
