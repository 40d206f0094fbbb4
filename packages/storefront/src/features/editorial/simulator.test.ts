import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { listSlices, mocksOf, sliceLibraryDir } from './simulator';

const LIBRARY = resolve(__dirname, '../../../../../slices');

describe('the slice simulator’s library', () => {
  it('is SLICE_LIBRARY_DIR when set, else the repository’s slices/ seen from the storefront’s folder', () => {
    expect(sliceLibraryDir({ SLICE_LIBRARY_DIR: '/srv/slices' })).toBe('/srv/slices');
    expect(sliceLibraryDir({ SLICE_LIBRARY_DIR: '  ' })).toBe(resolve(process.cwd(), '..', '..', 'slices'));
  });

  it('lists every slice with a model, with its variations', () => {
    const slices = listSlices(LIBRARY);
    expect(slices.find((s) => s.id === 'hero')).toMatchObject({
      id: 'hero',
      variations: expect.arrayContaining(['video']),
    });
    // Folders without a model.json (none of the helpers) are not slices.
    expect(slices.every((s) => typeof s.id === 'string' && s.variations.length > 0)).toBe(true);
  });

  it('renders a slice’s mocks, one variation’s only when asked, and nothing for an unknown slice', () => {
    const all = mocksOf('hero', undefined, LIBRARY);
    expect(all.length).toBeGreaterThan(1);
    expect(mocksOf('hero', 'video', LIBRARY).every((s) => s.variation === 'video')).toBe(true);
    expect(mocksOf('no-such-slice', undefined, LIBRARY)).toEqual([]);
  });

  it('skips files and folders without a model in a library of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passo-slices-'));
    try {
      writeFileSync(join(dir, 'README.md'), '#');
      mkdirSync(join(dir, 'helpers'));
      mkdirSync(join(dir, 'Quote'));
      copyFileSync(join(LIBRARY, 'Quote/model.json'), join(dir, 'Quote/model.json'));
      writeFileSync(join(dir, 'Quote/mocks.json'), '[]');
      expect(listSlices(dir).map((s) => s.id)).toEqual(['quote']);
      expect(mocksOf('quote', undefined, dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
