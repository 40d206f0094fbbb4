import { useEffect } from 'react';
import { useAppStore } from '../../core/store/hooks';
import { useSelection } from './useSelection';
import { useStockCheck } from './useStockCheck';

/**
 * Loads the cart after the page is interactive and runs the stock check on it;
 * reports the item count for the header's badge and puts the cart's products in the store (listing cards
 * mark them). It renders nothing: it is the
 * one place the page frame touches swr and the API client, so that code loads
 * in a chunk of its own, after the first paint, instead of with every page.
 */
export function CartSync({ onCountChange }: { onCountChange: (count: number) => void }) {
  const { data } = useSelection();
  useStockCheck(data);
  const count = data?.selection.totals.totalQuantity ?? 0;
  useEffect(() => onCountChange(count), [count, onCountChange]);
  const store = useAppStore();
  // One string, so the store changes only when the set of products does.
  const products = [...new Set(data?.selection.items.map((line) => line.product.product) ?? [])].sort().join(' ');
  useEffect(() => {
    store.setState({ cartProducts: products ? products.split(' ') : [] });
  }, [products, store]);
  return null;
}
