/**
 * Slice Machine keeps each slice's examples in `mocks.json` in its editor
 * format; `@prismicio/mocks` (Slice Machine's own renderer) turns them into
 * the API shape the components receive. Stories, tests and the slice
 * simulator page all render slices through this.
 */
import type { SharedSlice } from '@prismicio/client';
import { renderSliceMock } from '@prismicio/mocks';
import { SharedSliceContent } from '@prismicio/types-internal/lib/content';
import { SharedSlice as SharedSliceModel } from '@prismicio/types-internal/lib/customtypes';
import { isLeft } from 'fp-ts/lib/Either';

/** The slices a model's mocks render to, one per mock, with stable ids. */
export function renderMocks<S extends SharedSlice = SharedSlice>(model: unknown, mocks: unknown): S[] {
  const decodedModel = SharedSliceModel.decode(model);
  if (isLeft(decodedModel)) throw new Error('model.json is not a valid shared slice model');
  if (!Array.isArray(mocks)) throw new Error(`${decodedModel.right.id}: mocks.json must be an array`);
  return mocks.map((mock, index) => {
    const content = SharedSliceContent.decode(mock);
    if (isLeft(content)) throw new Error(`${decodedModel.right.id}: mock ${index} is not valid slice content`);
    const rendered = renderSliceMock(decodedModel.right, content.right) as S;
    // Stable ids: stories and visual baselines must not change between runs.
    return { ...rendered, id: `${decodedModel.right.id}$${index}`, slice_label: null } as S;
  });
}

/** The mock of one variation. */
export function mockOf<S extends SharedSlice>(slices: S[], variation: S['variation']): S {
  const slice = slices.find((candidate) => candidate.variation === variation);
  if (!slice) throw new Error(`no mock for variation ${variation}`);
  return slice;
}
