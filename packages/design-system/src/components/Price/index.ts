export { Price, PRICE_SIZES, type PriceProps, type PriceSize } from './Price';
export { formatPrice, type PriceFormat } from './formatPrice';
