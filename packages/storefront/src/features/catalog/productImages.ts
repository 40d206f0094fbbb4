import { getImageProps } from 'next/image';
import { IMAGE_WIDTHS, type ProductCardImage } from '@passo/design-system';
import type { GridProduct } from './gridProduct';

/** The grid's `sizes`: 2 columns on phones, 3 from md, 4 from xl. */
export const GRID_IMAGE_SIZES = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 50vw';
/** Product pictures are square (the back-end's media), 1600 px in their big rendition. */
export const PRODUCT_IMAGE_PX = 1600;

/**
 * The widest a grid's card is ever drawn, in device pixels: 25vw of a 2560 px screen at 2× (phones, at 50vw
 * and 3×, and tablets, at 33vw and 2×, need less).
 */
const CARD_MAX_DEVICE_PX = 1280;

/**
 * The widths a product picture is offered at: the spec's widths up to the widest a card is drawn (all below
 * the picture's own 1600 px, which the optimiser never enlarges). The browser takes the widest source offered
 * when none covers the card, so 1250 serves that 1280 px card (2 % short, invisible); 1500 would only ever go
 * to a 5K screen and would cost every grid's HTML about 110 bytes per card. A grid's HTML then carries 5
 * sources per picture instead of next/image's 10 (its own 128 and 256 too).
 */
export const PRODUCT_IMAGE_WIDTHS: readonly number[] = IMAGE_WIDTHS.filter((width) => width <= CARD_MAX_DEVICE_PX);

/** `url 350w, url 450w, …` restricted to the given widths. */
function keepWidths(srcSet: string | undefined, widths: readonly number[]): string[] {
  return (srcSet ?? '').split(', ').filter((source) => widths.includes(Number(/ (\d+)w$/.exec(source)?.[1])));
}

/** A picture for a plain `<img>`, through next/image's optimiser at the spec's widths. */
export function optimisedImage(src: string, alt: string, sizes: string): ProductCardImage {
  const { props } = getImageProps({ src, alt, width: PRODUCT_IMAGE_PX, height: PRODUCT_IMAGE_PX, sizes });
  const sources = keepWidths(props.srcSet, PRODUCT_IMAGE_WIDTHS);
  // The `src` (for a browser without srcset) is the largest source kept.
  const largest = sources.at(-1)?.replace(/ \d+w$/, '');
  return {
    src: largest ?? props.src,
    srcSet: sources.length ? sources.join(', ') : props.srcSet,
    sizes: props.sizes,
    alt,
  };
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
