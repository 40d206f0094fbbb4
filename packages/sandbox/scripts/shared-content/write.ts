/**
 * `npm run content -w @passo/sandbox`: writes the shared content documents
 * (labels, website-menu, website_ticker, list-faq, procedures, returns,
 * categories-pages, moods, list-lines, search-links, size_guide) in it-it, es-es, de-de
 * and en-gb, and their images in content/images/. The texts live in
 * labels.ts and texts.ts: edit them there and run this again. Deterministic.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { REPO_DIR } from '../../src/config';
import { COLOUR_HEX, LINES, type Colour, type Kind } from '../../src/seed/attributes';
import { SPECIAL_CATEGORIES } from '../../src/seed/categoryTree';
import { SIZE_TABLES } from '../../src/seed/sizes';
import { shoeSvg } from '../../src/seed/images';
import { FILTER_LABELS, LABELS } from './labels';
import {
  CATEGORY_PAGE_TEXT,
  FAQ,
  LINE_TEXTS,
  MENU,
  MOODS,
  PROCEDURES,
  RETURNS,
  SEARCH_LINKS,
  FIT_NOTES,
  FOOT_LENGTH_CM,
  SIZE_GUIDE,
  SOCIAL,
  TICKER,
  type T,
} from './texts';

const LANGS = ['it-it', 'es-es', 'de-de', 'en-gb'] as const;
type Lang = (typeof LANGS)[number];
const CONTENT = join(REPO_DIR, 'content');
const IMAGES = join(CONTENT, 'images');
const SHARED_TYPES = [
  'labels',
  'website-menu',
  'website_ticker',
  'list-faq',
  'procedures',
  'returns',
  'categories-pages',
  'moods',
  'list-lines',
  'search-links',
  'size_guide',
];

const tr = (t: T, lang: Lang): string => t[LANGS.indexOf(lang)] as string;
const rich = (text: string) => [{ type: 'paragraph', text, spans: [] }];

interface ImageSpec {
  file: string;
  width: number;
  height: number;
  svg: string;
}
const images: ImageSpec[] = [];

function image(file: string, alt: string, width: number, height: number) {
  return {
    dimensions: { width, height },
    alt,
    copyright: null,
    url: `{SANDBOX_URL}/content-images/${file}`,
    id: file.replace(/\.webp$/, ''),
    edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
  };
}

/** A wide banner: a brand-colour field, a big dot and two shoes. */
function banner(file: string, background: Colour, shoes: [Kind, Colour][]): void {
  const inner = shoes
    .map(([kind, colour], i) => {
      const svg = shoeSvg(kind, colour, 1, false)
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '');
      return `<svg x="${180 + i * 640}" y="${120 - i * 40}" width="780" height="780" viewBox="0 0 1000 1000">${svg}</svg>`;
    })
    .join('');
  const accent = COLOUR_HEX[shoes[0]?.[1] === 'yellow' ? 'violet' : 'yellow'];
  images.push({
    file,
    width: 1600,
    height: 900,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="${COLOUR_HEX[background]}"/><circle cx="1280" cy="190" r="150" fill="${accent}" opacity="0.8"/><circle cx="160" cy="800" r="90" fill="#FFF6E9" opacity="0.6"/>${inner}</svg>`,
  });
}

function square(file: string, kind: Kind, colour: Colour, view: number): void {
  images.push({ file, width: 1000, height: 1000, svg: shoeSvg(kind, colour, view) });
}

const docs: { lang: Lang; type: string; uid: string; tags: string[]; data: Record<string, unknown> }[] = [];
const single = (type: string, build: (lang: Lang) => Record<string, unknown>) => {
  for (const lang of LANGS) docs.push({ lang, type, uid: type, tags: [], data: build(lang) });
};

// labels
single('labels', (lang) => ({
  labels: Object.entries(LABELS).map(([key, t]) => ({ key, text: tr(t, lang) })),
  filter_labels: FILTER_LABELS.map((f) => ({ field: f.field, value: f.value, text: tr(f.text, lang) })),
}));

// website-menu
banner('menu-play.webp', 'violet', [
  ['sneaker', 'yellow'],
  ['mary-jane', 'green-aqua'],
]);
single('website-menu', (lang) => ({
  slices: MENU.map((m) => ({
    slice_type: 'menu_section',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    id: `menu_section$${m.section}`,
    primary: { section: m.section, placement: m.placement, title: tr(m.title, lang) },
    items: m.links.map((l) => ({ label: tr(l.label, lang), to: l.to })),
  })),
  play_image: image(
    'menu-play.webp',
    tr(['Scarpe che ballano', 'Zapatos que bailan', 'Tanzende Schuhe', 'Dancing shoes'], lang),
    1600,
    900,
  ),
  social_links: SOCIAL,
  contact_title: tr(LABELS.footer_contact_title as T, lang),
  contact_text: rich(tr(LABELS.footer_contact_text as T, lang)),
  contact_button_label: tr(LABELS.footer_contact_button as T, lang),
  contact_to: '/other/customer-care/contact-us',
  copyright: tr(LABELS.footer_copyright as T, lang),
}));

// website_ticker
single('website_ticker', (lang) => ({ phrases: TICKER.map((t) => ({ phrase: tr(t, lang) })) }));

// size_guide: foot length against EU, US and UK, from the catalogue's own size tables
const sizeRows = (gender: 'woman' | 'man') =>
  SIZE_TABLES[gender].map((row) => ({ cm: FOOT_LENGTH_CM[row.eu] ?? '', eu: row.eu, us: row.us, uk: row.uk }));
single('size_guide', (lang) => ({
  title: tr(SIZE_GUIDE.title, lang),
  intro: tr(SIZE_GUIDE.intro, lang),
  woman_label: tr(SIZE_GUIDE.woman, lang),
  man_label: tr(SIZE_GUIDE.man, lang),
  cm_heading: tr(SIZE_GUIDE.cm, lang),
  woman: sizeRows('woman'),
  man: sizeRows('man'),
  fit_notes: FIT_NOTES.map((f) => ({ product: f.product, note: tr(f.note, lang) })),
}));

// list-faq
single('list-faq', (lang) => ({
  title: tr(LABELS.faq_title as T, lang),
  slices: FAQ.map((c) => ({
    slice_type: 'faq_chapter',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    id: `faq_chapter$${c.key}`,
    primary: { chapter: tr(c.chapter, lang), key_text: c.key },
    items: c.items.map((i) => ({ title: tr(i.title, lang), text: rich(tr(i.text, lang)) })),
  })),
}));

// procedures
single('procedures', (lang) => ({
  procedures: PROCEDURES.map((p) => ({ key: p.key, title: tr(p.title, lang), text: rich(tr(p.text, lang)) })),
}));

// returns
single('returns', (lang) => ({
  title: tr(RETURNS.title, lang),
  text: rich(tr(RETURNS.text, lang)),
  portal_label: tr(RETURNS.label, lang),
  portal_link: { link_type: 'Web', url: RETURNS.url, target: '_blank' },
}));

// search-links
single('search-links', (lang) => ({ links: SEARCH_LINKS.map((l) => ({ to: l.to, label: tr(l.label, lang) })) }));

// categories-pages: every special category under each of its sections, with the catalogue's windows
const BRAND: Colour[] = ['paprika', 'violet', 'blue', 'yellow', 'green-aqua'];
for (const colour of BRAND) {
  banner(`banner-${colour}.webp`, colour, [
    ['sneaker', BRAND[(BRAND.indexOf(colour) + 2) % 5] as Colour],
    ['loafer', BRAND[(BRAND.indexOf(colour) + 3) % 5] as Colour],
  ]);
}
for (const special of SPECIAL_CATEGORIES) {
  const copy = CATEGORY_PAGE_TEXT[special.uri];
  if (!copy) throw new Error(`no copy for ${special.uri}`);
  for (const section of special.sections) {
    for (const lang of LANGS) {
      docs.push({
        lang,
        type: 'categories-pages',
        uid: `${section}-${special.uri}`.replace(/_/g, '-'),
        tags: ['special'],
        data: {
          category_uri: `${section}/${special.uri}`,
          title: tr(copy.title, lang),
          description: rich(tr(copy.text, lang)),
          image: image(`banner-${copy.colour}.webp`, tr(copy.title, lang), 1600, 900),
          background_color: copy.colour,
          start_date: special.start,
          end_date: special.end,
        },
      });
    }
  }
}

// moods
for (const mood of MOODS) {
  banner(`mood-${mood.uid}.webp`, mood.colour as Colour, [
    [mood.kinds[0] as Kind, 'blue'],
    [(mood.kinds[1] ?? mood.kinds[0]) as Kind, 'paprika'],
  ]);
  for (const lang of LANGS) {
    docs.push({
      lang,
      type: 'moods',
      uid: mood.uid,
      tags: [],
      data: {
        mood_uri: mood.uid,
        title: tr(mood.title, lang),
        subtitle: tr(mood.subtitle, lang),
        description: rich(tr(mood.subtitle, lang)),
        image: image(`mood-${mood.uid}.webp`, tr(mood.title, lang), 1600, 900),
        background_color: mood.colour,
        category_uri: mood.category,
        start_date: null,
        end_date: null,
        slices: [],
      },
    });
  }
}

// list-lines
for (const line of LINES) {
  const t = LINE_TEXTS[line.uid];
  if (!t) throw new Error(`no texts for line ${line.uid}`);
  const [c1, c2] = t.colours as [Colour, Colour];
  banner(`line-${line.uid}-intro.webp`, c1, [
    ['sneaker', c2],
    ['boot', c2 === 'blue' ? 'yellow' : 'blue'],
  ]);
  square(`line-${line.uid}-detail-1.webp`, 'loafer', c2, 1);
  square(`line-${line.uid}-detail-2.webp`, 'mary-jane', c1, 2);
  for (const lang of LANGS) {
    const intro = tr(t.intro, lang);
    const description = tr(t.description, lang);
    docs.push({
      lang,
      type: 'list-lines',
      uid: line.uid,
      tags: ['line'],
      data: {
        line_uid: line.uid,
        line_title: line.name,
        line_intro: rich(intro),
        line_intro_image: image(`line-${line.uid}-intro.webp`, line.name, 1600, 900),
        line_description: rich(description),
        line_description_image: image(`line-${line.uid}-detail-1.webp`, line.name, 1000, 1000),
        line_details_title: tr(t.detailsTitle, lang),
        line_details_text: rich(tr(t.details, lang)),
        line_details_image_1: image(`line-${line.uid}-detail-1.webp`, `${line.name} — 1`, 1000, 1000),
        line_details_image_2: image(`line-${line.uid}-detail-2.webp`, `${line.name} — 2`, 1000, 1000),
        line_seo_title: `${line.name} — Passo`,
        line_seo_description: intro,
      },
    });
  }
}

// One draft, so previews can be tried: the English ticker with a new first phrase.
const draftTicker = {
  phrases: [{ phrase: 'Preview: the winter drop lands on Friday' }, ...TICKER.map((t) => ({ phrase: tr(t, 'en-gb') }))],
};

async function main() {
  for (const lang of LANGS)
    for (const type of SHARED_TYPES) rmSync(join(CONTENT, lang, type), { recursive: true, force: true });
  for (const d of docs) {
    const dir = join(CONTENT, d.lang, d.type);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${d.uid}.json`),
      `${JSON.stringify({ uid: d.uid, type: d.type, lang: d.lang, tags: d.tags, data: d.data }, null, 2)}\n`,
    );
  }
  const draftDir = join(CONTENT, 'drafts/en-gb/website_ticker');
  mkdirSync(draftDir, { recursive: true });
  writeFileSync(
    join(draftDir, 'website_ticker.json'),
    `${JSON.stringify({ uid: 'website_ticker', type: 'website_ticker', lang: 'en-gb', tags: [], data: draftTicker }, null, 2)}\n`,
  );
  mkdirSync(IMAGES, { recursive: true });
  for (const img of images) {
    const buffer = await sharp(Buffer.from(img.svg)).resize(img.width, img.height).webp({ quality: 72 }).toBuffer();
    writeFileSync(join(IMAGES, img.file), buffer);
  }
  console.log(`Wrote ${docs.length} documents and ${images.length} images under ${CONTENT}.`);
}

await main();
