import { useEffect, useState } from 'react';
import { Button, SizeSelector } from '@passo/design-system';
import type { Product } from '../../lib/api';
import { useAppStore } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { useMarketParams } from '../../core/store/useMarketParams';
import { sizeInStock } from '../seo/productJsonLd';
import { clientOnly } from '../../core/lazy/clientOnly';
import { fetchLastBoughtSize } from './lastBoughtSize';

// The size guide (its dialog, tabs and content) loads the first time the shopper opens it.
const SizeGuide = clientOnly(() => import('./SizeGuide').then((m) => m.SizeGuide));

/** The cart's write (swr, the API client, the data layer): loaded once the page is idle, or on the first add. */
export const loadCartWrite = () => import('../cart/useCartActions').then((m) => m.addToCart);

/**
 * The product page's size selector (EU with US and UK) and add to cart button. In a chunk of its own with
 * React Aria's runtime (ProductDetail renders it through interactiveOnUse): the server renders it, the
 * browser makes it interactive once the page is idle or the shopper reaches for it.
 */
export function ProductPurchase({ product, fitNote = null }: { product: Product; fitNote?: string | null }) {
  const t = useLabels();
  const market = useMarketParams();
  const store = useAppStore();
  const [item, setItem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [needsSize, setNeedsSize] = useState(false);
  // null until first opened: the guide's code is not loaded before that.
  const [guideOpen, setGuideOpen] = useState<boolean | null>(null);

  // A signed-in customer finds the size they last bought in this line chosen, when it is in stock; a size the
  // shopper picked first stays.
  useEffect(() => {
    if (!product.line) return;
    const controller = new AbortController();
    fetchLastBoughtSize(product.line, market, controller.signal).then(
      (size) => {
        const match = size && product.items.find((i) => (i.eu === size || i.name === size) && sizeInStock(i));
        if (match) setItem((chosen) => chosen ?? match.item);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('[catalog] reading the last bought size failed:', error);
      },
    );
    return () => controller.abort();
  }, [product, market]);

  const addToCart = async () => {
    if (!item) {
      setNeedsSize(true);
      return;
    }
    setAdding(true);
    try {
      const add = await loadCartWrite();
      await add({ store, market }, product, item);
    } catch (error) {
      console.error('[cart] loading the cart failed:', error);
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <SizeSelector
        label={t('size')}
        sizes={product.items.map((i) => ({
          eu: i.eu,
          us: i.us,
          uk: i.uk,
          isAvailable: sizeInStock(i),
          value: i.item,
        }))}
        value={item}
        onChange={(value) => {
          setItem(value);
          setNeedsSize(false);
        }}
        // The fit note describes the sizes: read with the group, before a size is chosen.
        description={fitNote ?? undefined}
        isInvalid={needsSize}
        errorMessage={needsSize ? t('select_size') : undefined}
      />
      <Button variant="link" size="small" onPress={() => setGuideOpen(true)}>
        {t('size_guide')}
      </Button>
      {guideOpen !== null && (
        <SizeGuide
          isOpen={guideOpen}
          onOpenChange={setGuideOpen}
          gender={product.categoryUri.startsWith('man') ? 'man' : 'woman'}
        />
      )}
      <Button
        variant="solid-primary"
        onPress={() => void addToCart()}
        isPending={adding}
        isDisabled={!product.available}
      >
        {product.available ? (adding ? t('adding_to_cart') : t('add_to_cart')) : t('sold_out')}
      </Button>
    </>
  );
}
