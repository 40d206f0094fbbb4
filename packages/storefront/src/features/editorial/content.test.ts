/** @jest-environment node */
/**
 * The documents in content/ against their Slice Machine models: what an
 * editor could have written in Prismic is all the sandbox serves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..', '..');
const LANGS = ['it-it', 'es-es', 'de-de', 'en-gb'];
const EDITORIAL_TYPES = [
  'home',
  'listing_page',
  'campaign',
  'blog_article',
  'about',
  'legal',
  'customer_care',
  'shoe_care',
  'maintenance',
];

interface Field {
  type: string;
  config?: { options?: string[]; fields?: Record<string, Field>; choices?: Record<string, unknown> };
}
type Model = { id: string; json: Record<string, Record<string, Field>> };
type SliceModel = {
  id: string;
  variations: { id: string; primary?: Record<string, Field>; items?: Record<string, Field> }[];
};

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const models = new Map(
  readdirSync(join(root, 'customtypes')).map((dir) => [
    dir,
    readJson(join(root, 'customtypes', dir, 'index.json')) as Model,
  ]),
);
const sliceModels = new Map(
  readdirSync(join(root, 'slices'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'slices', entry.name, 'model.json')))
    .map((entry) => {
      const model = readJson(join(root, 'slices', entry.name, 'model.json')) as SliceModel;
      return [model.id, model];
    }),
);

/** Problems of a value against its field (unknown keys, select values outside the options). */
function checkFields(where: string, data: Record<string, unknown>, fields: Record<string, Field>): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const field = fields[key];
    if (!field) {
      problems.push(`${where}.${key} is not in the model`);
      continue;
    }
    if (field.type === 'Select' && value !== null && !field.config?.options?.includes(String(value))) {
      problems.push(`${where}.${key} = ${String(value)} is not an option`);
    }
    if (field.type === 'Group' && Array.isArray(value)) {
      value.forEach((item, i) =>
        problems.push(
          ...checkFields(`${where}.${key}[${i}]`, item as Record<string, unknown>, field.config?.fields ?? {}),
        ),
      );
    }
    if (field.type === 'Slices' && Array.isArray(value)) {
      for (const slice of value as {
        slice_type: string;
        variation: string;
        primary: Record<string, unknown>;
        items: Record<string, unknown>[];
      }[]) {
        const at = `${where}.${key}[${slice.slice_type}]`;
        if (!(slice.slice_type in (field.config?.choices ?? {})))
          problems.push(`${at} is not a choice of the slice zone`);
        const variation = sliceModels.get(slice.slice_type)?.variations.find((v) => v.id === slice.variation);
        if (!variation) {
          problems.push(`${at} has no variation ${slice.variation}`);
          continue;
        }
        problems.push(...checkFields(`${at}.primary`, slice.primary, variation.primary ?? {}));
        slice.items.forEach((item, i) =>
          problems.push(...checkFields(`${at}.items[${i}]`, item, variation.items ?? {})),
        );
      }
    }
  }
  return problems;
}

const documents = LANGS.flatMap((lang) =>
  readdirSync(join(root, 'content', lang)).flatMap((type) =>
    readdirSync(join(root, 'content', lang, type)).map((file) => ({ lang, type, file })),
  ),
);

describe('content documents', () => {
  it('have a Slice Machine model for every type', () => {
    expect([...new Set(documents.map((d) => d.type))].filter((type) => !models.has(type))).toEqual([]);
  });

  it.each(documents.map((d) => [`${d.lang}/${d.type}/${d.file}`, d] as const))('%s fits its model', (_name, d) => {
    const doc = readJson(join(root, 'content', d.lang, d.type, d.file)) as {
      type: string;
      lang: string;
      data: Record<string, unknown>;
    };
    expect(doc.type).toBe(d.type);
    expect(doc.lang).toBe(d.lang);
    const model = models.get(d.type)!;
    const fields = Object.assign({}, ...Object.values(model.json)) as Record<string, Field>;
    expect(checkFields(d.type, doc.data, fields)).toEqual([]);
  });

  it('exist in all four languages for every editorial page', () => {
    for (const type of EDITORIAL_TYPES) {
      const files = LANGS.map((lang) => readdirSync(join(root, 'content', lang, type)).sort());
      for (const list of files) expect(list).toEqual(files[0]);
    }
  });

  it('are written for the brand, not filled with placeholder text', () => {
    const all = documents.map((d) => readFileSync(join(root, 'content', d.lang, d.type, d.file), 'utf8')).join('\n');
    expect(all).not.toMatch(/lorem ipsum|dolor sit amet/i);
    expect(all).not.toMatch(/\bTODO\b|\bTBD\b|FIXME/);
  });
});
