/**
 * The top progress bar's course through a navigation: it waits 200 ms
 * before it shows (a fast navigation never flashes it), then trickles forward over its 5 s
 * duration; each loading stage increases it (30 when the page has both data and a fetch, 45
 * otherwise) and pauses the trickle; it finishes at 100 and, once shown, stays at least 200 ms.
 * A newer navigation aborts an older one.
 */

/** Increase per stage when the page loads both data and a fetch. */
export const PROGRESS_STEP_DATA_AND_FETCH = 30;
/** Increase per stage when the page loads one of them. */
export const PROGRESS_STEP_ONE = 45;
/** The bar's duration: trickling alone, it would take this long to cross the bar. */
export const PROGRESS_DURATION_MS = 5_000;
/** A navigation shorter than this never shows the bar. */
export const PROGRESS_THROTTLE_MS = 200;
/** Minimum time the bar stays visible once shown (the spec's fetch minimum display delay). */
export const PROGRESS_MIN_DISPLAY_MS = 200;
/** How often the trickle moves the bar. */
export const PROGRESS_TRICKLE_INTERVAL_MS = 100;
/** Trickling stops short of the end: only finishing fills the bar. */
export const PROGRESS_TRICKLE_MAX = 95;

/** The increase per loading stage of a page (30 each when both data and fetch are used, otherwise 45). */
export function progressStep({ hasData, hasFetch }: { hasData: boolean; hasFetch: boolean }): number {
  return hasData && hasFetch ? PROGRESS_STEP_DATA_AND_FETCH : PROGRESS_STEP_ONE;
}

export interface ProgressState {
  visible: boolean;
  /** 0–100. */
  value: number;
}

export interface ProgressTimers {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: ProgressTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const TRICKLE_PER_TICK = (100 * PROGRESS_TRICKLE_INTERVAL_MS) / PROGRESS_DURATION_MS;

export function createProgress(onChange: (state: ProgressState) => void, timers: ProgressTimers = browserTimers) {
  let navigation = 0;
  let shownAt = 0;
  /** The course's value, kept while the bar waits out its throttle. */
  let value = 0;
  let paused = false;
  let showTimer: unknown = null;
  let trickleTimer: unknown = null;
  let hideTimer: unknown = null;
  let state: ProgressState = { visible: false, value: 0 };
  const set = (next: ProgressState) => {
    state = next;
    onChange(state);
  };
  const clear = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  };
  const clearAll = () => {
    showTimer = clear(showTimer);
    trickleTimer = clear(trickleTimer);
    hideTimer = clear(hideTimer);
  };
  const trickle = (id: number) => {
    trickleTimer = timers.setTimeout(() => {
      trickleTimer = null;
      if (id !== navigation || paused) return;
      value = Math.min(value + TRICKLE_PER_TICK, PROGRESS_TRICKLE_MAX);
      set({ visible: true, value });
      if (value < PROGRESS_TRICKLE_MAX) trickle(id);
    }, PROGRESS_TRICKLE_INTERVAL_MS);
  };

  return {
    get state() {
      return state;
    },
    /** A navigation starts: an older one is aborted; the bar shows once the throttle has passed. */
    start(): number {
      navigation += 1;
      const id = navigation;
      clearAll();
      value = 0;
      paused = false;
      if (state.visible) set({ visible: false, value: 0 });
      showTimer = timers.setTimeout(() => {
        showTimer = null;
        if (id !== navigation) return;
        shownAt = timers.now();
        set({ visible: true, value });
        if (!paused) trickle(id);
      }, PROGRESS_THROTTLE_MS);
      return id;
    },
    /** A loading stage of the navigation is done: the bar increases by `step`, then pauses. */
    increase(id: number, step: number) {
      if (id !== navigation) return;
      value = Math.min(value + step, PROGRESS_TRICKLE_MAX);
      paused = true;
      trickleTimer = clear(trickleTimer);
      if (state.visible) set({ visible: true, value });
    },
    /** The navigation finished (or failed): full, then hidden after the minimum display time. */
    finish(id: number) {
      if (id !== navigation) return;
      showTimer = clear(showTimer);
      trickleTimer = clear(trickleTimer);
      // Never shown (faster than the throttle): nothing to finish, nothing flashes.
      if (!state.visible) return;
      value = 100;
      set({ visible: true, value });
      const wait = Math.max(0, PROGRESS_MIN_DISPLAY_MS - (timers.now() - shownAt));
      hideTimer = clear(hideTimer);
      hideTimer = timers.setTimeout(() => {
        hideTimer = null;
        if (id === navigation) set({ visible: false, value: 0 });
      }, wait);
    },
  };
}
