export { Carousel, type CarouselProps } from './Carousel';
export { CAROUSEL_AUTOPLAY_MS, CAROUSEL_FADE_MS, nextSlide, previousSlide } from './carouselTiming';
