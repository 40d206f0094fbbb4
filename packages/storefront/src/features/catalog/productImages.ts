import { getImageProps } from 'next/image';
import type { ProductCardImage } from '@passo/design-system';
import type { GridProduct } from './gridProduct';

/** The grid's `sizes`: 2 columns on phones, 3 from md, 4 from xl. */
export const GRID_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw';
/** Product pictures are square (the back-end's media). */
const PRODUCT_IMAGE_PX = 1600;

/** A picture for a plain `<img>`, through next/image's optimiser at the spec's widths. */
export function optimisedImage(src: string, alt: string, sizes: string): ProductCardImage {
  const { props } = getImageProps({ src, alt, width: PRODUCT_IMAGE_PX, height: PRODUCT_IMAGE_PX, sizes });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, alt };
}

/** Default and hover pictures of a grid product. */
export function productImages(product: GridProduct, sizes = GRID_IMAGE_SIZES) {
  const first = product.media.default;
  const second = product.media.hover;
  return {
    image: first ? optimisedImage(first, product.name, sizes) : null,
    hoverImage: second ? optimisedImage(second, '', sizes) : undefined,
  };
}
