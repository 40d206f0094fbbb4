/**
 * The content script (`npm run content`) and the committed content/ are one: the script writes exactly the
 * committed documents, byte for byte, and the committed images it owns. A label added to content/ alone, or to
 * the script alone, fails here, so running the script can never drop an editor's work.
 */
import sharp from 'sharp';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { contentImages, DRAFT_TICKER_PATH, SHARED_TYPES, writeContent } from './generate';
import { LANGS } from './documents';
import { REPO_DIR } from '../../src/config';

const CONTENT = join(REPO_DIR, 'content');
/** Artwork of the editorial pages: written by hand, not by the script. */
const EDITORIAL_IMAGE = /^editorial-/;

/** The files the script owns under a content directory: the shared types' documents and the ticker's draft. */
function ownedFiles(dir: string): string[] {
  const files = LANGS.flatMap((lang) =>
    SHARED_TYPES.flatMap((type) => {
      const folder = join(dir, lang, type);
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
    }),
  );
  if (existsSync(join(dir, DRAFT_TICKER_PATH))) files.push(DRAFT_TICKER_PATH);
  return files.sort();
}

/** Names the first few files in a list, for a failure message that says where to look. */
const first = (files: string[]) =>
  files.slice(0, 8).join(', ') + (files.length > 8 ? ` and ${files.length - 8} more` : '');

let out: string;
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'passo-content-'));
  await writeContent(out, { images: false });
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

test('the content script writes exactly the committed documents, byte for byte, in all four languages', () => {
  const written = ownedFiles(out);
  const committed = ownedFiles(CONTENT);
  expect(written.length).toBeGreaterThan(100);

  const onlyWritten = written.filter((f) => !committed.includes(f));
  const onlyCommitted = committed.filter((f) => !written.includes(f));
  const differing = written.filter(
    (f) => committed.includes(f) && !readFileSync(join(out, f)).equals(readFileSync(join(CONTENT, f))),
  );
  const problems = [
    onlyWritten.length && `written by the script but not in content/: ${first(onlyWritten)}`,
    onlyCommitted.length && `in content/ but not written by the script: ${first(onlyCommitted)}`,
    differing.length && `different from content/: ${first(differing)}`,
  ].filter(Boolean);
  // Bring content/'s change into the script's modules (scripts/shared-content/labels/, texts/), or run
  // `npm run content -w @passo/sandbox` after changing them, until the two are the same.
  expect(problems).toEqual([]);
});

test("the content script's images are the committed ones, by name and size", async () => {
  const images = contentImages();
  const committed = readdirSync(join(CONTENT, 'images')).filter((f) => !EDITORIAL_IMAGE.test(f));
  expect(committed.sort()).toEqual(images.map((i) => i.file).sort());
  const sizes = await Promise.all(
    images.map(async ({ file }) => {
      const { width, height } = await sharp(join(CONTENT, 'images', file)).metadata();
      return { file, width, height };
    }),
  );
  expect(sizes).toEqual(images.map(({ file, width, height }) => ({ file, width, height })));
});
