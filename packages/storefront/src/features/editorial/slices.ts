/**
 * The Slice Machine library at the repository root, as the storefront uses it.
 * The one place that knows where it lives.
 */
export { components } from '../../../../../slices';
export { ResponsiveImage } from '../../../../../slices/parts';
export type { ArticleCard, NewsletterResult, RailProduct, SliceContext } from '../../../../../slices/context';
