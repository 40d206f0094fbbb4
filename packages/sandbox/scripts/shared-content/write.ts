/**
 * `npm run content -w @passo/sandbox`: writes the shared content documents
 * (labels, website-menu, website_ticker, list-faq, procedures, returns,
 * categories-pages, moods, list-lines, search-links, size_guide) in it-it, es-es, de-de
 * and en-gb, and their images in content/images/. The texts live in
 * labels/ and texts/: edit them there and run this again. Deterministic, and
 * byte-identical to the committed content/ (a sandbox test keeps them so).
 *
 * `-- --out <dir>` (or `CONTENT_OUT_DIR`) writes into another directory instead,
 * e.g. a throw-away copy to compare with content/.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_DIR } from '../../src/config';
import { writeContent } from './generate';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dir = resolve(values.out ?? (process.env.CONTENT_OUT_DIR?.trim() || resolve(REPO_DIR, 'content')));

const written = await writeContent(dir);
console.log(`Wrote ${written.documents} documents and ${written.images} images under ${dir}.`);
