import type { JsonLd } from './seo';

/**
 * JSON-LD as the text of a `<script>`: JSON.stringify alone lets a value holding `</script>` (a product
 * name, an editor's title) end the script and inject markup. Every `<`, `>` and `&` becomes its \u escape,
 * which JSON parsers read back as the same character, and U+2028/U+2029 (line breaks to older JavaScript
 * parsers) are escaped too.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON-LD text that is safe inside a `<script>`: only `serializeJsonLd` makes one. */
export type SerializedJsonLd = string & { readonly __safeInScript: true };

export function serializeJsonLd(value: JsonLd): SerializedJsonLd {
  return JSON.stringify(value).replace(UNSAFE, escapeChar) as SerializedJsonLd;
}
