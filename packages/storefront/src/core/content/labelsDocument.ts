/**
 * The labels document in the browser, through the content proxy (public and cacheable): loaded on
 * demand by clientLabels.ts, in a chunk of its own, so the API client does not join every page's
 * first load.
 */
import { getJson, keys } from '../../lib/api';
import { readLabels } from './normalize';

/** Every label of a language (`it`, `es`, `de`, `en`), as the server reads them. */
export async function fetchLabels(language: string): Promise<Record<string, string>> {
  const document = await getJson<{ data?: unknown }>(keys.content('labels', 'labels', language));
  return readLabels(document.data).labels;
}
