import { afterPageLoad } from './afterPageLoad';

/** The page's navigation timing, as the browser reports it once loaded. */
function loadedAt(loadEventEnd: number) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ loadEventEnd }] : []),
  });
}

describe('a delay counted from the page’s load', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(performance, 'getEntriesByType');
  });

  it('waits only what is left when the caller’s code arrives after the load (3 s from the load, code 2 s late)', () => {
    const now = performance.now();
    loadedAt(now - 2_000);
    const run = jest.fn();
    afterPageLoad(3_000, run);
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the time has passed, and never when cancelled', () => {
    loadedAt(performance.now() - 5_000);
    const run = jest.fn();
    afterPageLoad(3_000, run);
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    loadedAt(performance.now());
    afterPageLoad(3_000, cancelled)();
    jest.advanceTimersByTime(5_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
