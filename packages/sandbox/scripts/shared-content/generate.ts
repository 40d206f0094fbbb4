/**
 * The content script's output as files: every shared document (per language), the English ticker's draft
 * and the images they point at, with the folders the script owns. Building them writes nothing; writing
 * them replaces those folders under the directory it is given and leaves every other file there alone.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { docs, images, LANGS, tr } from './documents';
import { addPageDocuments } from './pageDocuments';
import { addSingleDocuments } from './singleDocuments';
import { TICKER } from './texts';

/** The document types the script writes in full: their folders are emptied before it writes them. */
export const SHARED_TYPES = [
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
] as const;

export const DRAFT_TICKER_PATH = 'drafts/en-gb/website_ticker/website_ticker.json';

/** A document file: its path under the content directory and its text. */
export interface ContentFile {
  path: string;
  text: string;
}

const documentText = (d: { uid: string; type: string; lang: string; tags: string[]; data: unknown }) =>
  `${JSON.stringify({ uid: d.uid, type: d.type, lang: d.lang, tags: d.tags, data: d.data }, null, 2)}\n`;

let built = false;
/** The documents and images are gathered once per process: adding them twice would list each twice. */
function build(): void {
  if (built) return;
  addSingleDocuments();
  addPageDocuments();
  built = true;
}

/** Every document the script writes, the draft last. */
export function contentDocuments(): ContentFile[] {
  build();
  // One draft, so previews can be tried: the English ticker with a new first phrase.
  const draftTicker = {
    phrases: [
      { phrase: 'Preview: the winter drop lands on Friday' },
      ...TICKER.map((t) => ({ phrase: tr(t, 'en-gb') })),
    ],
  };
  return [
    ...docs.map((d) => ({ path: `${d.lang}/${d.type}/${d.uid}.json`, text: documentText(d) })),
    {
      path: DRAFT_TICKER_PATH,
      text: documentText({ uid: 'website_ticker', type: 'website_ticker', lang: 'en-gb', tags: [], data: draftTicker }),
    },
  ];
}

/** The images' files (under `images/`) with their sizes, in the order they are written. */
export function contentImages(): { file: string; width: number; height: number }[] {
  build();
  return images.map(({ file, width, height }) => ({ file, width, height }));
}

/** Renders one image the script writes, by its file name. */
export async function renderImage(file: string): Promise<Buffer> {
  build();
  const img = images.find((i) => i.file === file);
  if (!img) throw new Error(`the content script writes no image ${file}`);
  return sharp(Buffer.from(img.svg)).resize(img.width, img.height).webp({ quality: 72 }).toBuffer();
}

/**
 * Writes the documents and images under `dir`, replacing the shared types' folders; returns the counts.
 * `images: false` writes the documents alone (rendering the images takes seconds).
 */
export async function writeContent(
  dir: string,
  { images: withImages = true }: { images?: boolean } = {},
): Promise<{ documents: number; images: number }> {
  const documents = contentDocuments();
  for (const lang of LANGS)
    for (const type of SHARED_TYPES) rmSync(join(dir, lang, type), { recursive: true, force: true });
  for (const doc of documents) {
    mkdirSync(dirname(join(dir, doc.path)), { recursive: true });
    writeFileSync(join(dir, doc.path), doc.text);
  }
  const files = withImages ? contentImages() : [];
  if (withImages) mkdirSync(join(dir, 'images'), { recursive: true });
  for (const { file } of files) writeFileSync(join(dir, 'images', file), await renderImage(file));
  return { documents: documents.length - 1, images: files.length };
}
