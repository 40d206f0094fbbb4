export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { LoadMoreButton, type LoadMoreButtonProps } from './LoadMoreButton';
