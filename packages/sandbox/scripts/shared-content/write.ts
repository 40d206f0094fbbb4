/**
 * `npm run content -w @passo/sandbox`: writes the shared content documents
 * (labels, website-menu, website_ticker, list-faq, procedures, returns,
 * categories-pages, moods, list-lines, search-links, size_guide) in it-it, es-es, de-de
 * and en-gb, and their images in content/images/. The texts live in
 * labels/ and texts/: edit them there and run this again. Deterministic.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { REPO_DIR } from '../../src/config';
import { docs, images, LANGS, tr } from './documents';
import { addPageDocuments } from './pageDocuments';
import { addSingleDocuments } from './singleDocuments';
import { TICKER } from './texts';

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

addSingleDocuments();
addPageDocuments();

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
