import { Children, type ReactNode } from 'react';
import * as styles from './ProductGrid.css';

export interface ProductGridProps {
  /** Names the list of products, e.g. the category title. */
  'aria-label': string;
  /** The `ProductCard`s. */
  children?: ReactNode;
  /**
   * First load: shows skeleton cards instead of children.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many skeleton cards to show while loading.
   * @default 8
   */
  skeletonCount?: number;
  /**
   * More products can be loaded: shows the `loadMore` control at the end.
   * @default false
   */
  hasMore?: boolean;
  /**
   * The control that loads the next page, usually a `LoadMoreButton`. A slot, so that the grid carries no
   * button code of its own: an app may render one whose code loads on first use.
   * @default undefined
   */
  loadMore?: ReactNode;
  /**
   * A next page is loading: skeletons follow the cards and the list is busy (give the
   * `LoadMoreButton` `isPending` too).
   * @default false
   */
  isLoadingMore?: boolean;
}

/**
 * The product grid: 2 columns on phones, 3 from md, 4 from xl; skeleton cards
 * while loading; the "load more" control (`loadMore`) at the end.
 */
export function ProductGrid({
  children,
  isLoading = false,
  skeletonCount = 8,
  hasMore = false,
  loadMore,
  isLoadingMore = false,
  ...props
}: ProductGridProps) {
  const skeletons = (count: number) =>
    Array.from({ length: count }, (_, i) => (
      <li key={`skeleton-${i}`} className={styles.skeleton} aria-hidden="true">
        <span className={styles.skeletonImage} />
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLineShort} />
      </li>
    ));
  return (
    <div className={styles.wrapper}>
      <ul className={styles.grid} aria-label={props['aria-label']} aria-busy={isLoading || isLoadingMore}>
        {isLoading
          ? skeletons(skeletonCount)
          : Children.map(children, (child) => child && <li className={styles.item}>{child}</li>)}
        {!isLoading && isLoadingMore && skeletons(4)}
      </ul>
      {hasMore && !isLoading && loadMore && <div className={styles.more}>{loadMore}</div>}
    </div>
  );
}
