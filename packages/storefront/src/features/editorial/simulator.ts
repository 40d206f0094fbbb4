/**
 * Server-only: a slice's mocks, read from the Slice Machine library on disk
 * and rendered to the API shape with Slice Machine's own mock renderer.
 *
 * The library's folder is only known at run time (SLICE_LIBRARY_DIR, or the working directory's), so every
 * file-system call here carries `turbopackIgnore`: without it Turbopack's output tracer cannot scope the
 * path and copies the whole project into `.next/standalone`. The files it reads (each slice's model.json
 * and mocks.json) are added to the slice simulator's trace explicitly by next.config's
 * `outputFileTracingIncludes`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SharedSlice as Slice } from '@prismicio/client';
import { renderMocks } from '../../../../../slices/mocks';

/** The library folder: SLICE_LIBRARY_DIR, else the repository's `slices/` (the storefront runs from its package). */
export function sliceLibraryDir(env: Record<string, string | undefined> = process.env): string {
  const configured = env.SLICE_LIBRARY_DIR?.trim();
  return configured
    ? resolve(/*turbopackIgnore: true*/ configured)
    : resolve(/*turbopackIgnore: true*/ process.cwd(), '..', '..', 'slices');
}

export interface SimulatedSlice {
  id: string;
  name: string;
  variations: string[];
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(/*turbopackIgnore: true*/ path, 'utf8'));
}

/** The library's slice folders that hold a model, each with its model's path. */
function sliceFolders(dir: string): { folder: string; modelPath: string }[] {
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const folder = join(/*turbopackIgnore: true*/ dir, entry.name);
    const modelPath = join(/*turbopackIgnore: true*/ folder, 'model.json');
    return existsSync(/*turbopackIgnore: true*/ modelPath) ? [{ folder, modelPath }] : [];
  });
}

/** Every slice of the library with its variations. */
export function listSlices(dir = sliceLibraryDir()): SimulatedSlice[] {
  return sliceFolders(dir).map(({ modelPath }) => {
    const model = readJson(modelPath) as { id: string; name: string; variations: { id: string }[] };
    return { id: model.id, name: model.name, variations: model.variations.map((v) => v.id) };
  });
}

/** The rendered mocks of a slice (by its id), optionally of one variation; empty for an unknown slice. */
export function mocksOf(sliceId: string, variation?: string, dir = sliceLibraryDir()): Slice[] {
  for (const { folder, modelPath } of sliceFolders(dir)) {
    const model = readJson(modelPath) as { id: string };
    if (model.id !== sliceId) continue;
    const slices = renderMocks(model, readJson(join(/*turbopackIgnore: true*/ folder, 'mocks.json')));
    return variation ? slices.filter((slice) => slice.variation === variation) : slices;
  }
  return [];
}
