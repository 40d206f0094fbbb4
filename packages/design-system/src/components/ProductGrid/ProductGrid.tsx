import { Children, type ReactNode } from 'react';
import { Button } from '../Button';
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
   * More products can be loaded: shows the "load more" control.
   * @default false
   */
  hasMore?: boolean;
  /** Loads the next page. @default undefined */
  onLoadMore?: () => void;
  /**
   * Text of the load-more button (given per language).
   * @default 'Load more'
   */
  loadMoreLabel?: string;
  /**
   * A next page is loading: the button is pending and skeletons follow the cards.
   * @default false
   */
  isLoadingMore?: boolean;
}

/**
 * The product grid: 2 columns on phones, 3 from md, 4 from xl; skeleton cards
 * while loading; a "load more" button at the end.
 */
export function ProductGrid({
  children,
  isLoading = false,
  skeletonCount = 8,
  hasMore = false,
  onLoadMore,
  loadMoreLabel = 'Load more',
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
      {hasMore && !isLoading && (
        <div className={styles.more}>
          <Button variant="ghost" onPress={onLoadMore} isPending={isLoadingMore}>
            {loadMoreLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
