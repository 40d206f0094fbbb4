/**
 * The top progress bar's course through a navigation (spec section 4):
 * it increases, pauses, and finishes; a newer navigation aborts an older one;
 * once shown it stays at least PROGRESS_MIN_DISPLAY_MS.
 */

/** Each step of a navigation that loads page data and then fetches (spec: 30 each; 45 with one of them). */
export const PROGRESS_STEP = 30;
/** Minimum time the bar stays visible once shown. */
export const PROGRESS_MIN_DISPLAY_MS = 200;

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

export function createProgress(onChange: (state: ProgressState) => void, timers: ProgressTimers = browserTimers) {
  let navigation = 0;
  let shownAt = 0;
  let hideTimer: unknown = null;
  let state: ProgressState = { visible: false, value: 0 };
  const set = (next: ProgressState) => {
    state = next;
    onChange(state);
  };
  const cancelHide = () => {
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    hideTimer = null;
  };

  return {
    get state() {
      return state;
    },
    /** A navigation starts: an older one is aborted and the bar restarts. */
    start(): number {
      navigation += 1;
      cancelHide();
      shownAt = timers.now();
      set({ visible: true, value: PROGRESS_STEP });
      return navigation;
    },
    /** The navigation's data arrived: one more step, then pause. */
    advance(id: number) {
      if (id !== navigation || !state.visible) return;
      set({ visible: true, value: Math.min(state.value + PROGRESS_STEP, 100 - PROGRESS_STEP) });
    },
    /** The navigation finished (or failed): full, then hidden after the minimum display time. */
    finish(id: number) {
      if (id !== navigation || !state.visible) return;
      set({ visible: true, value: 100 });
      const wait = Math.max(0, PROGRESS_MIN_DISPLAY_MS - (timers.now() - shownAt));
      cancelHide();
      hideTimer = timers.setTimeout(() => {
        hideTimer = null;
        if (id === navigation) set({ visible: false, value: 0 });
      }, wait);
    },
  };
}
