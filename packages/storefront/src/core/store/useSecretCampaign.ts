import { useEffect } from 'react';
import type { Store } from '.';
import type { AppState } from './state';
import { readBrowserCookie } from '../../lib/cookies';
import { DEFAULT_MARKET_ID, SECRET_CAMPAIGN_COOKIE, SECRET_CAMPAIGN_MARKET_ID } from '../../lib/locale/constants';

/**
 * The secret campaign's market: while its cookie lasts (900 s) every page shops market 3,
 * then the default market again. Checked on every page, so the state survives navigation until the cookie ends.
 */
export function useSecretCampaign(store: Store<AppState>, path: string) {
  useEffect(() => {
    const campaign = Boolean(readBrowserCookie(SECRET_CAMPAIGN_COOKIE));
    const marketId = campaign ? SECRET_CAMPAIGN_MARKET_ID : DEFAULT_MARKET_ID;
    if (store.getState().marketId !== marketId) store.setState({ marketId });
  }, [store, path]);
}
