import type { Language } from '../../lib/locale/constants';
import { defaultMarketState, type MarketState } from './marketState';
import { emptyShellContent, type ShellContent } from '../content/types';
import type { CaptchaClientConfig } from '../../lib/config';

export type PanelName =
  'cart' | 'search' | 'menu' | 'shopMenu' | 'discoverMenu' | 'newsletter' | 'newsletterPopup' | 'countryUnavailable';

/** UI state of the layout and its panels. */
export interface LayoutState {
  /** The one open panel (drawer or full-screen menu), if any. */
  openPanel: PanelName | null;
  curtainAnimating: boolean;
  /** When the cart panel's success header ends (ms epoch), after an add. */
  cartSuccessUntil: number;
  /** The stock check reduced lines: the cart-updated notice is open until dismissed. */
  cartUpdatedNotice: boolean;
  /** The commerce back-end did not answer the last cart call: the cart says so until one succeeds. */
  cartUnavailable: boolean;
  /** Route changes since entry. Read by the newsletter popup (once at least 3 route changes). */
  routeChanges: number;
  /** The previous route's pathname (the intro overlay shows after home). */
  previousRoute: string | null;
  /** The intro overlay has played in this visit. */
  introShown: boolean;
  /**
   * The cookie choice is on screen (a first visit, or reopened from the footer): the newsletter popup waits.
   * Null until the page's code has read the browser's choice: the server's HTML carries the choice for everyone.
   */
  cookieChoiceOpen: boolean | null;
}

/** The app's one UI store: market, shared content and layout. Server data lives in swr. */
export interface AppState extends MarketState {
  content: ShellContent;
  layout: LayoutState;
  /** The captcha script and site key for the newsletter forms (from the server's configuration). */
  captcha: CaptchaClientConfig | null;
  /** The browser has no network (the offline state is tracked). */
  offline: boolean;
  /** The products (ids) in the visitor's cart, once it has loaded: listing cards say so. */
  cartProducts: string[];
}

export const defaultLayoutState: LayoutState = {
  openPanel: null,
  curtainAnimating: false,
  cartSuccessUntil: 0,
  cartUpdatedNotice: false,
  cartUnavailable: false,
  routeChanges: 0,
  previousRoute: null,
  introShown: false,
  cookieChoiceOpen: null,
};

export function defaultAppState(language: Language = defaultMarketState.currentLangCode): AppState {
  return {
    ...defaultMarketState,
    content: emptyShellContent(language),
    layout: defaultLayoutState,
    captcha: null,
    offline: false,
    cartProducts: [],
  };
}
