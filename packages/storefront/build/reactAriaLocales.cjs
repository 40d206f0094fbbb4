/**
 * A Turbopack loader (next.config.ts, `turbopack.rules`) that keeps only the shop's languages in React Aria's
 * built-in strings (the accessible labels of its dialogs, toasts, number fields…). Each React Aria package's
 * `intlStrings` module imports its strings for 34 locales; this drops every locale but `LOCALES` from those
 * imports and from the dictionary they build, as React Aria's own `@react-aria/optimize-locales-plugin` does
 * for webpack, Vite, Rollup and esbuild (it has no Turbopack flavour). A browser in another language gets
 * React Aria's fallback, the `en-US` strings (@internationalized/string's LocalizedStringDictionary).
 *
 * `LOCALES` follows the shop's languages, `LANGUAGES` in src/lib/locale/constants.ts (a unit test keeps
 * them in step): React Aria names its strings by locale, one per language here.
 */
const LOCALES = ['it-IT', 'es-ES', 'de-DE', 'en-US'];

const IMPORT = /^import \S+ from "[^"]*\/([a-z]{2}-[A-Z]{2})\.m?js";\r?\n/gm;
const ENTRY = /^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?\r?\n/gm;

/** The source of an `intlStrings` module with the other locales' imports and entries removed. */
function keepLocales(source, locales = LOCALES) {
  const keep = (line, locale) => (locales.includes(locale) ? line : '');
  return source.replace(IMPORT, keep).replace(ENTRY, keep);
}

module.exports = function reactAriaLocalesLoader(source) {
  return keepLocales(source);
};
module.exports.keepLocales = keepLocales;
module.exports.LOCALES = LOCALES;
