import { Button, LoadMoreButton } from '@passo/design-system';

/**
 * A listing's controls, with React Aria's runtime: the page renders them through interactiveOnUse, so their
 * code leaves its first load (the server renders them as they are; a press before the code is here is replayed).
 */
export function FiltersButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button variant="solid-secondary" onPress={onPress}>
      {label}
    </Button>
  );
}

export function LoadMore({
  label,
  onLoadMore,
  isLoadingMore,
}: {
  label: string;
  onLoadMore: () => void;
  isLoadingMore: boolean;
}) {
  return (
    <LoadMoreButton onPress={onLoadMore} isPending={isLoadingMore}>
      {label}
    </LoadMoreButton>
  );
}
