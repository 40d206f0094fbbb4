import { ProductCard } from '@passo/design-system';
import type { GridProduct } from './gridProduct';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { useIntlLocale } from '../../core/store/useIntlLocale';
import { productImages } from './productImages';
import { routes } from '../../lib/routes';
import { FavouriteHeart } from '../favourites/FavouriteHeart';

/** A product of a grid as the design system's card: pictures, price, sizes, badge, the favourite's heart. */
export function ProductTile({ product, isPriority = false }: { product: GridProduct; isPriority?: boolean }) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const inCart = useAppState((s) => s.cartProducts.includes(product.id));
  const intl = useIntlLocale();
  const { image, hoverImage } = productImages(product);
  const before = product.priceBeforeDiscountAsNumber;
  const discounted = before !== undefined && before > product.priceAsNumber;
  const badge = product.isNew ? t('badge_new') : product.isOnSale ? t('badge_sale') : undefined;
  return (
    <ProductCard
      name={product.name}
      href={routes.product(locale, product.to)}
      price={product.priceAsNumber}
      priceBeforeDiscount={discounted ? before : undefined}
      discountPercent={discounted ? product.discountPercent : undefined}
      lowestPriorPrice={discounted ? product.lowestPriorPriceAsNumber : undefined}
      lowestPriorPriceLabel={t('lowest_prior_price')}
      currency={product.currency}
      locale={intl}
      image={image ?? { src: '', alt: product.name }}
      hoverImage={hoverImage}
      videoSrc={product.pr_video_url ?? undefined}
      sizes={product.sizes.map((size) => ({ label: size, isAvailable: !product.soldOut?.includes(size) }))}
      sizesLabel={t('sizes')}
      badge={badge}
      status={inCart ? t('in_cart') : undefined}
      action={<FavouriteHeart key={product.id} product={product.id} />}
      isPriority={isPriority}
    />
  );
}
