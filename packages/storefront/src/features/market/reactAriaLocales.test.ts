import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { LANGUAGES } from '../../lib/locale/constants';

const require = createRequire(__filename);
const { keepLocales, LOCALES } = require('../../../build/reactAriaLocales.cjs') as {
  keepLocales: (source: string, locales?: string[]) => string;
  LOCALES: string[];
};

const root = join(__dirname, '../../../../..');

describe("React Aria's built-in strings (the build's loader)", () => {
  it('keeps one locale for each of the shop languages, and no other', () => {
    expect(LOCALES.map((l) => l.slice(0, 2)).sort()).toEqual([...LANGUAGES].sort());
  });

  it("drops every other locale's import and dictionary entry from an intlStrings module", () => {
    const source = readFileSync(join(root, 'node_modules/react-aria/dist/private/overlays/intlStrings.mjs'), 'utf8');
    const kept = keepLocales(source);
    const imported = [...kept.matchAll(/\/([a-z]{2}-[A-Z]{2})\.mjs"/g)].map((m) => m[1]).sort();
    const entries = [...kept.matchAll(/^\s*"([a-z]{2}-[A-Z]{2})":/gm)].map((m) => m[1]).sort();
    expect(imported).toEqual(['de-DE', 'en-US', 'es-ES', 'it-IT']);
    expect(entries).toEqual(['de-DE', 'en-US', 'es-ES', 'it-IT']);
    expect(source).toContain('"cs-CZ"');
    expect(kept).not.toContain('cs-CZ');
  });

  it('leaves a module with no locale strings as it is', () => {
    const source = 'export const a = 1;\nexport default { "x": a };\n';
    expect(keepLocales(source)).toBe(source);
  });
});
