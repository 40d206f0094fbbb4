import { Button } from '../Button';

export interface LoadMoreButtonProps {
  /** Loads the next page. @default undefined */
  onPress?: () => void;
  /**
   * A next page is loading: the button is pending.
   * @default false
   */
  isPending?: boolean;
  /**
   * Its text (given per language).
   * @default 'Load more'
   */
  children?: string;
}

/** The `ProductGrid`'s "load more" control: a ghost button, pending while the next page loads. */
export function LoadMoreButton({ onPress, isPending = false, children = 'Load more' }: LoadMoreButtonProps) {
  return (
    <Button variant="ghost" onPress={onPress} isPending={isPending}>
      {children}
    </Button>
  );
}
