export { ProductCard, type ProductCardImage, type ProductCardProps, type ProductCardSize } from './ProductCard';
