import { getJson, type ProductsResponse } from '../../lib/api';
import { toGridPage, type GridPage } from './gridProduct';

/**
 * The product grid's fetcher. A fetch for another listing (another category,
 * filters or keyword: its "generation") cancels the one in flight, whose
 * error is then logged as a cancelled grid request and otherwise ignored.
 * Responses are trimmed to grid products as they arrive (the same mapping as the page data's).
 */
export function createGridFetcher(fetchJson: typeof getJson = getJson) {
  let inFlight: { generation: string; controller: AbortController } | null = null;
  return async function gridFetch(key: string, generation: string): Promise<GridPage> {
    if (inFlight && inFlight.generation !== generation) inFlight.controller.abort();
    const controller = new AbortController();
    const mine = { generation, controller };
    inFlight = mine;
    try {
      return toGridPage(await fetchJson<ProductsResponse>(key, { signal: controller.signal }));
    } catch (error) {
      if (controller.signal.aborted) console.info('[catalog] grid request cancelled by a newer one:', key);
      throw error;
    } finally {
      if (inFlight === mine) inFlight = null;
    }
  };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string })?.name === 'AbortError';
}
