import type { GetServerSidePropsContext } from 'next';
import type { MarketParams } from '../../lib/api';
import { parseLocale } from './locale';
import { marketStateForLocale } from './state';

/** The route's locale and the market parameters it implies; null for an unsupported locale. */
export function marketFromContext(ctx: Pick<GetServerSidePropsContext, 'params'>) {
  const locale = parseLocale(ctx.params?.locale);
  if (!locale) return null;
  const state = marketStateForLocale(locale);
  const market: MarketParams = { market: state.marketId, pricelist: state.pricelistId, lang: state.currentLangCode };
  return { locale, state, market };
}
