import {
  createProgress,
  PROGRESS_DURATION_MS,
  PROGRESS_MIN_DISPLAY_MS,
  PROGRESS_THROTTLE_MS,
  PROGRESS_TRICKLE_MAX,
  progressStep,
  type ProgressState,
} from './progress';

function setup() {
  let clock = 0;
  const timeouts: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 0;
  const states: ProgressState[] = [];
  const progress = createProgress((s) => states.push(s), {
    now: () => clock,
    setTimeout: (fn, ms) => {
      timeouts.push({ at: clock + ms, fn, id: ++nextId });
      return nextId;
    },
    clearTimeout: (id) => {
      const i = timeouts.findIndex((t) => t.id === id);
      if (i >= 0) timeouts.splice(i, 1);
    },
  });
  const tick = (ms: number) => {
    const end = clock + ms;
    for (;;) {
      const due = timeouts.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      clock = Math.max(clock, due.at);
      timeouts.splice(timeouts.indexOf(due), 1);
      due.fn();
    }
    clock = end;
  };
  return { progress, states, tick };
}

describe('the navigation progress bar', () => {
  it('increases by 30 when the page has both data and a fetch, 45 otherwise', () => {
    expect(progressStep({ hasData: true, hasFetch: true })).toBe(30);
    expect(progressStep({ hasData: true, hasFetch: false })).toBe(45);
    expect(progressStep({ hasData: false, hasFetch: true })).toBe(45);
  });

  it('waits the 200 ms throttle before it shows: a fast navigation never flashes it', () => {
    const { progress, states, tick } = setup();
    const id = progress.start();
    tick(PROGRESS_THROTTLE_MS - 1);
    progress.increase(id, 45);
    progress.finish(id);
    tick(1000);
    expect(states.some((s) => s.visible)).toBe(false);
  });

  it('increases, pauses and finishes', () => {
    const { progress, tick } = setup();
    const id = progress.start();
    tick(PROGRESS_THROTTLE_MS);
    expect(progress.state.visible).toBe(true);
    // The step every navigation of the shop uses (one stage of data: useNavigationProgress.test.tsx).
    progress.increase(id, 45);
    const paused = progress.state.value;
    expect(paused).toBeGreaterThanOrEqual(45);
    tick(2000);
    expect(progress.state.value).toBe(paused);
    progress.finish(id);
    expect(progress.state).toEqual({ visible: true, value: 100 });
  });

  it('trickles across the bar over its 5 s duration, never filling it alone', () => {
    const { progress, tick } = setup();
    progress.start();
    tick(PROGRESS_THROTTLE_MS + PROGRESS_DURATION_MS / 2);
    expect(progress.state.value).toBeCloseTo(50, 0);
    tick(PROGRESS_DURATION_MS);
    expect(progress.state.value).toBe(PROGRESS_TRICKLE_MAX);
  });

  it('stays visible at least 200 ms once shown', () => {
    const { progress, tick } = setup();
    const id = progress.start();
    tick(PROGRESS_THROTTLE_MS + 50);
    progress.finish(id);
    tick(PROGRESS_MIN_DISPLAY_MS - 51);
    expect(progress.state.visible).toBe(true);
    tick(1);
    expect(progress.state.visible).toBe(false);
  });

  it('hides at once after a slow navigation', () => {
    const { progress, tick } = setup();
    const id = progress.start();
    tick(PROGRESS_THROTTLE_MS + 500);
    progress.finish(id);
    tick(0);
    expect(progress.state.visible).toBe(false);
  });

  it('a newer navigation aborts an older one', () => {
    const { progress, tick } = setup();
    const first = progress.start();
    tick(PROGRESS_THROTTLE_MS);
    progress.increase(first, 45);
    const second = progress.start();
    progress.finish(first);
    progress.increase(first, 45);
    tick(PROGRESS_THROTTLE_MS);
    expect(progress.state.visible).toBe(true);
    expect(progress.state.value).toBeLessThan(45);
    tick(1000);
    expect(progress.state.visible).toBe(true);
    progress.finish(second);
    tick(1000);
    expect(progress.state.visible).toBe(false);
  });
});
