import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useAppState } from '../app/hooks';
import { useSelection } from '../cart/useSelection';
import { useStockCheck } from '../cart/useStockCheck';

// Panels load their code the first time they open, so the first page load carries only the frame.
const CartPanel = dynamic(() => import('../cart/CartPanel').then((m) => m.CartPanel), { ssr: false });
const SearchPanel = dynamic(() => import('../search/SearchPanel').then((m) => m.SearchPanel), { ssr: false });
const Menus = dynamic(() => import('../navigation/Menus').then((m) => m.Menus), { ssr: false });

/** True from the first time `condition` holds (the panel then stays mounted, so it can animate out). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/** The stock check runs after every page load; the cart panel's code loads only when it is needed. */
export function LazyPanels() {
  const openPanel = useAppState((s) => s.layout.openPanel);
  const notice = useAppState((s) => s.layout.cartUpdatedNotice);
  const { data } = useSelection();
  useStockCheck(data);
  const cart = useOnceTrue(openPanel === 'cart' || notice);
  const search = useOnceTrue(openPanel === 'search');
  const menus = useOnceTrue(openPanel === 'menu' || openPanel === 'shopMenu' || openPanel === 'discoverMenu');
  return (
    <>
      {cart && <CartPanel />}
      {search && <SearchPanel />}
      {menus && <Menus />}
    </>
  );
}
