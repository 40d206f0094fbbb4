import { createProgress, PROGRESS_MIN_DISPLAY_MS, type ProgressState } from './progress';

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
    clock += ms;
    for (const t of [...timeouts].filter((t) => t.at <= clock)) {
      timeouts.splice(timeouts.indexOf(t), 1);
      t.fn();
    }
  };
  return { progress, states, tick };
}

describe('the navigation progress bar', () => {
  it('increases, pauses and finishes', () => {
    const { progress } = setup();
    const id = progress.start();
    expect(progress.state).toEqual({ visible: true, value: 30 });
    progress.advance(id);
    expect(progress.state.value).toBe(60);
    progress.advance(id);
    expect(progress.state.value).toBe(70);
    progress.finish(id);
    expect(progress.state.value).toBe(100);
  });

  it('stays visible at least 200 ms', () => {
    const { progress, tick } = setup();
    const id = progress.start();
    tick(50);
    progress.finish(id);
    tick(PROGRESS_MIN_DISPLAY_MS - 51);
    expect(progress.state.visible).toBe(true);
    tick(1);
    expect(progress.state.visible).toBe(false);
  });

  it('hides at once after a slow navigation', () => {
    const { progress, tick } = setup();
    const id = progress.start();
    tick(500);
    progress.finish(id);
    tick(0);
    expect(progress.state.visible).toBe(false);
  });

  it('a newer navigation aborts an older one', () => {
    const { progress, tick } = setup();
    const first = progress.start();
    progress.advance(first);
    const second = progress.start();
    expect(progress.state.value).toBe(30);
    progress.finish(first);
    progress.advance(first);
    expect(progress.state).toEqual({ visible: true, value: 30 });
    tick(1000);
    expect(progress.state.visible).toBe(true);
    progress.finish(second);
    tick(1000);
    expect(progress.state.visible).toBe(false);
  });
});
