export { useImageFallback } from './useImageFallback';
export { useAutoplay } from './useAutoplay';
