import { useState } from 'react';
import { clientOnly } from '../../core/lazy/clientOnly';
import { useAppState } from '../../core/store/hooks';
import { withLabelGroups } from '../../core/labels/clientLabels';
import { withMenuCatalogue } from '../../core/labels/clientMenuCatalogue';
import { RecentlyViewedRail } from '../../features/catalog/recentlyViewedRail';
import { useCookieChoiceOpen } from '../../features/consent/useCookieChoiceOpen';
import { CookieChoiceSlot } from '../../features/consent/CookieChoiceSlot';
import { interactiveOnUse } from '../../core/lazy/interactiveOnUse';
// The cookie choice's first screen is in the first paint, styled (its code is not).
import '@passo/design-system/styles/CookieBanner';

// Panels load their code the first time they open, so the first page load carries only the frame.
// The cart's data (swr, the API client, the stock check) loads right after the page is interactive.
const CartSync = clientOnly(() => import('../../features/cart/CartSync').then((m) => m.CartSync));
// Who is signed in: asked after the page is interactive, in a chunk of its own.
const CustomerSync = clientOnly(() => import('../../features/account/CustomerSync').then((m) => m.CustomerSync));
// The cart panel's labels come with its code (pages outside the checkout carry only the shell's).
const CartPanel = clientOnly(() =>
  withLabelGroups(() => import('../../features/cart/CartPanel').then((m) => m.CartPanel), ['cart']),
);
const SearchPanel = clientOnly(() => import('../../features/search/SearchPanel').then((m) => m.SearchPanel));
// The menus' catalogue (categories, date windows, lines) comes with their code: no page's HTML carries it.
const Menus = clientOnly(() => withMenuCatalogue(() => import('../navigation/Menus').then((m) => m.Menus)));
// The newsletter popup's timer and the country notice load after the page is interactive; their panels on
// open. So do the offline banner and the service worker's registration.
const VisitorNotices = clientOnly(() => import('./VisitorNotices').then((m) => m.VisitorNotices));
const ClientServices = clientOnly(() => import('../ClientServices').then((m) => m.ClientServices));
// The cookie choice is in the server's HTML, shown from the first paint to a visitor who has not chosen
// (features/consent/firstPaint): on a phone its text is the largest thing on screen, and painted late it would
// be the page's largest paint. Its code loads, with its categories' labels, once the page is idle or the
// visitor reaches for it (a press before that is replayed), or when the footer reopens it. It lies over the
// page's bottom edge, so it moves nothing.
const CookieChoice = interactiveOnUse(() =>
  withLabelGroups(() => import('../../features/consent/CookieChoice').then((m) => m.CookieChoice), ['consent']),
);

/** True from the first time `condition` holds (the panel then stays mounted, so it can animate out). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/**
 * The cart loads and its stock check runs after every page load; the panels' code loads only when one opens.
 * `onCartCount` hears the cart's item count for the header's badge.
 */
export function LazyPanels({ onCartCount }: { onCartCount: (count: number) => void }) {
  const openPanel = useAppState((s) => s.layout.openPanel);
  const notice = useAppState((s) => s.layout.cartUpdatedNotice);
  const cart = useOnceTrue(openPanel === 'cart' || notice);
  const search = useOnceTrue(openPanel === 'search');
  const menus = useOnceTrue(openPanel === 'menu' || openPanel === 'shopMenu' || openPanel === 'discoverMenu');
  const cookieChoice = useCookieChoiceOpen();
  return (
    <>
      <CartSync onCountChange={onCartCount} />
      <CustomerSync />
      {cart && <CartPanel whenEmpty={<RecentlyViewedRail isCompact />} />}
      {search && <SearchPanel />}
      {menus && <Menus />}
      <VisitorNotices />
      <ClientServices />
      {cookieChoice !== false && (
        <CookieChoiceSlot beforeCheck={cookieChoice === null}>
          <CookieChoice />
        </CookieChoiceSlot>
      )}
    </>
  );
}
