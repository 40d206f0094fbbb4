export { Marquee, type MarqueeProps } from './Marquee';
export {
  MARQUEE_DEFAULT_SPEED,
  MARQUEE_HIGH_DENSITY_FACTOR,
  MARQUEE_HIGH_DENSITY_MIN_DPR,
  MARQUEE_PX_PER_SECOND_PER_SPEED,
  MARQUEE_RESIZE_DEBOUNCE_MS,
  MARQUEE_START_DELAY_MS,
  marqueeEffectiveSpeed,
  marqueeLoopDurationMs,
} from './marqueeTiming';
