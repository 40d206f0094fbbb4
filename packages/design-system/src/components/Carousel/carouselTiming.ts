/** Cross-fade between slides (spec: 750 ms). */
export const CAROUSEL_FADE_MS = 750;
/** Each slide stays this long while playing (spec: 3500 ms). */
export const CAROUSEL_AUTOPLAY_MS = 3500;

/** The slide after `index`, looping back to the first. */
export const nextSlide = (index: number, count: number) => (index + 1) % count;
/** The slide before `index`, looping round to the last. */
export const previousSlide = (index: number, count: number) => (index - 1 + count) % count;
