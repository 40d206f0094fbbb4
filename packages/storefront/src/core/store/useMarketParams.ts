import type { MarketParams } from '../../lib/api';
import { useAppState } from './hooks';

/** Market, pricelist and language of the current locale: what every commerce call is priced with. */
export function useMarketParams(): MarketParams {
  return useAppState((state) => ({
    market: state.marketId,
    pricelist: state.pricelistId,
    lang: state.currentLangCode,
  }));
}
