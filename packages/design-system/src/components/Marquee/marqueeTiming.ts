/** The spec's marquee speed when none is given. */
export const MARQUEE_DEFAULT_SPEED = 10;
/** On high-density screens (device pixel ratio ≥ 2) the text moves at 0.75 × the speed. */
export const MARQUEE_HIGH_DENSITY_FACTOR = 0.75;
/** Device pixel ratio from which a screen counts as high-density. */
export const MARQUEE_HIGH_DENSITY_MIN_DPR = 2;
/** The ticker starts moving this long after it mounts. */
export const MARQUEE_START_DELAY_MS = 600;
/** After a resize the ticker re-measures once the window has been still this long. */
export const MARQUEE_RESIZE_DEBOUNCE_MS = 600;
/** One unit of speed moves the text 10 CSS pixels per second (speed 10 → 100 px/s). */
export const MARQUEE_PX_PER_SECOND_PER_SPEED = 10;

/** The speed actually used: slowed by 0.75 on high-density screens. */
export function marqueeEffectiveSpeed(speed: number, devicePixelRatio: number): number {
  if (!(speed > 0) || !Number.isFinite(speed)) {
    throw new RangeError(`Marquee: speed must be a positive number, got ${speed}.`);
  }
  return devicePixelRatio >= MARQUEE_HIGH_DENSITY_MIN_DPR ? speed * MARQUEE_HIGH_DENSITY_FACTOR : speed;
}

/** How long one loop over `distancePx` (one copy of the phrases) takes at this speed. */
export function marqueeLoopDurationMs(distancePx: number, speed: number, devicePixelRatio: number): number {
  const pxPerSecond = marqueeEffectiveSpeed(speed, devicePixelRatio) * MARQUEE_PX_PER_SECOND_PER_SPEED;
  return Math.round((distancePx / pxPerSecond) * 1000);
}
