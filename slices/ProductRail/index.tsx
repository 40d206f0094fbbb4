import type { Content } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import type { SliceContext } from '../context';
import { Cta } from '../parts';
import { container, section, sectionTitle } from '../shared.css';
import * as styles from './styles.css';

export type ProductRailProps = SliceComponentProps<Content.ProductRailSlice, SliceContext>;

/**
 * A row of products. The page loads them (by category or by ids, as the
 * variation says) and passes them in `context.products[slice.id]`; with none,
 * the rail is not shown.
 */
const ProductRail = ({ slice, context }: ProductRailProps) => {
  const products = context?.products?.[slice.id] ?? [];
  if (products.length === 0) return null;
  const titleId = `${slice.id}-title`;
  return (
    <section
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      className={section}
      aria-labelledby={isFilled.keyText(slice.primary.title) ? titleId : undefined}
    >
      <div className={container}>
        <div className={styles.header}>
          {isFilled.keyText(slice.primary.title) && (
            <h2 id={titleId} className={sectionTitle}>
              {slice.primary.title}
            </h2>
          )}
          <Cta label={slice.primary.cta_label} link={slice.primary.cta_link} variant="inline" />
        </div>
        <ul className={styles.row} tabIndex={0} aria-label={slice.primary.title ?? undefined}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <a href={product.href} className={styles.link}>
                <div className={styles.frame}>
                  {product.image && (
                    <img
                      src={product.image.url}
                      alt={product.image.alt}
                      width={800}
                      height={800}
                      loading="lazy"
                      decoding="async"
                      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  )}
                </div>
                <span className={styles.name}>{product.name}</span>
                <span className={styles.price}>
                  {product.priceBeforeDiscount && <del className={styles.before}>{product.priceBeforeDiscount}</del>}
                  <span>{product.price}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};

export default ProductRail;
