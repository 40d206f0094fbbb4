import { getJson, type ProductsResponse } from '../../lib/api';

/**
 * The product grid's fetcher. A fetch for another listing (another category,
 * filters or keyword: its "generation") cancels the one in flight, whose
 * error is then logged and ignored (spec section 8, "Cancelled grid request").
 */
export function createGridFetcher(fetchJson: typeof getJson = getJson) {
  let inFlight: { generation: string; controller: AbortController } | null = null;
  return async function gridFetch(key: string, generation: string): Promise<ProductsResponse> {
    if (inFlight && inFlight.generation !== generation) inFlight.controller.abort();
    const controller = new AbortController();
    const mine = { generation, controller };
    inFlight = mine;
    try {
      return await fetchJson<ProductsResponse>(key, { signal: controller.signal });
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
