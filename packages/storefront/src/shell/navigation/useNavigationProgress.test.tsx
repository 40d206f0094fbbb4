import { act, renderHook } from '@testing-library/react';
import { PROGRESS_THROTTLE_MS } from './progress';
import { useNavigationProgress } from './useNavigationProgress';

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();
const events = {
  on: (name: string, fn: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(fn),
  off: (name: string, fn: Handler) => void handlers.get(name)?.delete(fn),
};
const emit = (name: string, ...args: unknown[]) => act(() => handlers.get(name)?.forEach((fn) => fn(...args)));
jest.mock('next/router', () => ({ useRouter: () => ({ events }) }));

describe('the progress bar as a navigation drives it', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    handlers.clear();
  });

  it('increases by 45 when the page’s data has come (every page: one stage of data), pauses, then finishes', () => {
    const { result } = renderHook(() => useNavigationProgress());
    emit('routeChangeStart', '/it-it/shop/woman', { shallow: false });
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(result.current.visible).toBe(true);
    const before = result.current.value;
    emit('beforeHistoryChange', '/it-it/shop/woman', { shallow: false });
    const paused = result.current.value;
    expect(paused - before).toBeGreaterThanOrEqual(45);
    expect(paused).toBeLessThan(100);
    emit('routeChangeComplete', '/it-it/shop/woman', { shallow: false });
    expect(result.current.value).toBe(100);
  });

  it('stays hidden for a shallow move (a filter in the address)', () => {
    const { result } = renderHook(() => useNavigationProgress());
    emit('routeChangeStart', '/it-it/shop/woman?size=38', { shallow: true });
    act(() => jest.advanceTimersByTime(PROGRESS_THROTTLE_MS * 2));
    expect(result.current.visible).toBe(false);
  });
});
