import type { GetServerSidePropsContext } from 'next';
import type { MarketParams } from '../../lib/api';
import { parseLocale } from '../../lib/locale/locale';
import { SECRET_CAMPAIGN_COOKIE, SECRET_CAMPAIGN_MARKET_ID } from '../../lib/locale/constants';
import { marketStateForLocale } from './marketState';

/**
 * The route's locale and the market parameters it implies (market 3 during the secret campaign); null for
 * an unsupported locale.
 */
export function marketFromContext(
  ctx: Pick<GetServerSidePropsContext, 'params'> & { req?: Pick<GetServerSidePropsContext['req'], 'cookies'> },
) {
  const locale = parseLocale(ctx.params?.locale);
  if (!locale) return null;
  const base = marketStateForLocale(locale);
  // A visitor with the secret campaign's cookie shops its market.
  const state = ctx.req?.cookies[SECRET_CAMPAIGN_COOKIE] ? { ...base, marketId: SECRET_CAMPAIGN_MARKET_ID } : base;
  const market: MarketParams = { market: state.marketId, pricelist: state.pricelistId, lang: state.currentLangCode };
  return { locale, state, market };
}

/**
 * The route's locale and the market parameters of a cached view (market 1, or 3 for the secret campaign's
 * own cache entry); null for an unsupported locale. Reads no cookie: a cached page is the same for everyone.
 */
export function marketForView(localeParam: unknown, marketId: number) {
  const locale = parseLocale(localeParam);
  if (!locale) return null;
  const state = { ...marketStateForLocale(locale), marketId };
  const market: MarketParams = { market: state.marketId, pricelist: state.pricelistId, lang: state.currentLangCode };
  return { locale, state, market };
}
