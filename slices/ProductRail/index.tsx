import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { ProductCard } from '@passo/design-system';
import type { SliceContext } from '../context';
import { Cta } from '../parts';
import { container, section, sectionTitle } from '../shared.css';
import * as styles from './styles.css';

export type ProductRailProps = SliceComponentProps<Content.ProductRailSlice, SliceContext>;

const PRICE_LOCALES: Record<string, string> = { it: 'it-IT', es: 'es-ES', de: 'de-DE', en: 'en-GB' };

/**
 * A row of the design system's product cards. The page loads the products (by
 * category or by ids, as the variation says) and passes them in
 * `context.products[slice.id]`; with none, the rail is not shown.
 */
const ProductRail = ({ slice, context }: ProductRailProps) => {
  const products = context?.products?.[slice.id] ?? [];
  if (products.length === 0) return null;
  const titleId = `${slice.id}-title`;
  const hasTitle = isFilled.keyText(slice.primary.title);
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={section}
      aria-labelledby={hasTitle ? titleId : undefined}
    >
      <div className={container}>
        <div className={styles.header}>
          {hasTitle && (
            <h2 id={titleId} className={sectionTitle}>
              {slice.primary.title}
            </h2>
          )}
          <Cta label={slice.primary.cta_label} link={slice.primary.cta_link} variant="inline" />
        </div>
        <ul className={styles.row}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <ProductCard
                name={product.name}
                href={product.href}
                price={product.price}
                {...(product.priceBeforeDiscount !== undefined
                  ? { priceBeforeDiscount: product.priceBeforeDiscount }
                  : {})}
                {...(product.discountPercent !== undefined ? { discountPercent: product.discountPercent } : {})}
                currency={product.currency}
                locale={PRICE_LOCALES[context?.language ?? 'it'] ?? 'it-IT'}
                image={{ ...product.image, sizes: '(min-width: 1024px) 25vw, 70vw' }}
                {...(product.hoverImage ? { hoverImage: product.hoverImage } : {})}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};

export default ProductRail;
