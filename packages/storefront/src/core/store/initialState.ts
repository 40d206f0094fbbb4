import { DEFAULT_LANGUAGE, SECRET_CAMPAIGN_MARKET_ID } from '../../lib/locale/constants';
import { routeLocale } from '../../lib/locale/locale';
import { marketStateForLocale } from './marketState';
import { emptyShellContent, type ShellContent } from '../content/types';
import { defaultAppState, type AppState } from './state';
import type { CaptchaClientConfig } from '../../lib/config';

/** Props `_app` hands from the first server render to the client. */
export interface AppInitialProps {
  /** The shell's part of the shared content (`shellContent`). */
  sharedContent?: ShellContent;
  preview?: boolean;
  /** The requested path on the server (a 404 render knows no route parameters). */
  requestPath?: string | null;
  /** The newsletter forms' captcha (public values). */
  captcha?: CaptchaClientConfig | null;
  /** The market a page was rendered for, from its props (cached catalogue pages: 3 in the campaign's entry). */
  marketId?: number;
}

/** The market id a page's props say it was rendered for (a line page's is its listing's), if any. */
export function pageMarketId(pageProps: unknown): number | undefined {
  const props = pageProps as { marketId?: unknown; listing?: { marketId?: unknown } } | null | undefined;
  const id = props?.marketId ?? props?.listing?.marketId;
  return typeof id === 'number' ? id : undefined;
}

/** The store's first state: defaults, then what the locale implies, then the shared content. */
export function initialAppState(localeParam: unknown, asPath: string, props: AppInitialProps): AppState {
  const locale = routeLocale(localeParam, asPath) ?? routeLocale(undefined, props.requestPath);
  const base = defaultAppState(locale?.language ?? DEFAULT_LANGUAGE);
  const market = locale ? marketStateForLocale(locale, base) : base;
  return {
    ...base,
    ...market,
    content: props.sharedContent ?? emptyShellContent(market.currentLangCode),
    // Read after hydration (useVisitorCookies): a cached page's props are the same for every visitor.
    visitorCountry: null,
    preview: props.preview ?? false,
    captcha: props.captcha ?? null,
    ...(props.marketId === SECRET_CAMPAIGN_MARKET_ID ? { marketId: SECRET_CAMPAIGN_MARKET_ID } : {}),
    routeLocale: locale ? market.locale : null,
  };
}
