/**
 * Server-only: a slice's mocks, read from the Slice Machine library on disk
 * and rendered to the API shape with Slice Machine's own mock renderer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SharedSlice as Slice } from '@prismicio/client';
import { renderMocks } from '../../../../../slices/mocks';

/** The library folder: SLICE_LIBRARY_DIR, else the repository's `slices/` (the storefront runs from its package). */
export function sliceLibraryDir(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.SLICE_LIBRARY_DIR?.trim() || join(process.cwd(), '..', '..', 'slices'));
}

export interface SimulatedSlice {
  id: string;
  name: string;
  variations: string[];
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Every slice of the library with its variations. */
export function listSlices(dir = sliceLibraryDir()): SimulatedSlice[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'model.json')))
    .map((entry) => {
      const model = readJson(join(dir, entry.name, 'model.json')) as {
        id: string;
        name: string;
        variations: { id: string }[];
      };
      return { id: model.id, name: model.name, variations: model.variations.map((v) => v.id) };
    });
}

/** The rendered mocks of a slice (by its id), optionally of one variation; empty for an unknown slice. */
export function mocksOf(sliceId: string, variation?: string, dir = sliceLibraryDir()): Slice[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const modelPath = join(dir, entry.name, 'model.json');
    if (!entry.isDirectory() || !existsSync(modelPath)) continue;
    const model = readJson(modelPath) as { id: string };
    if (model.id !== sliceId) continue;
    const slices = renderMocks(model, readJson(join(dir, entry.name, 'mocks.json')));
    return variation ? slices.filter((slice) => slice.variation === variation) : slices;
  }
  return [];
}
