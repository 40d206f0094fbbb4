/**
 * JSON-LD as the text of a `<script>`: JSON.stringify alone lets a value holding `</script>` (a product
 * name, an editor's title) end the script and inject markup. Every `<`, `>` and `&` becomes its \u escape,
 * which JSON parsers read back as the same character, and U+2028/U+2029 (line breaks to older JavaScript
 * parsers) are escaped too.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, escapeChar);
}
