/**
 * The product page's refresh from the back-end, in a chunk of its own (loaded once the page is idle): the
 * API client's keys and fetchers stay out of the page's first load.
 */
import { fetchers, keys, type MarketParams, type ProductUriResponse } from '../../lib/api';

export const fetchProduct = (uri: string, market: MarketParams): Promise<ProductUriResponse> =>
  fetchers.product(keys.product(uri, market));
