import Router from 'next/router';
import { CHUNK_RELOAD_GUARD_MS, installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from './chunkReload';

function env(start = 1_000_000) {
  let stored: string | null = null;
  let clock = start;
  const reload = jest.fn();
  const go = jest.fn();
  return {
    reload,
    go,
    tick: (ms: number) => (clock += ms),
    env: {
      now: () => clock,
      read: () => stored,
      write: (v: string) => (stored = v),
      reload,
      go,
      destination: (): string | null => null,
    },
  };
}

describe('the chunk-load reload guard', () => {
  it('recognises chunk-load failures', () => {
    expect(isChunkLoadError(new Error('Loading chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });

  it('reloads the page at most once a minute', () => {
    const e = env();
    const error = new Error('Loading chunk 3 failed.');
    expect(reloadForChunkError(error, e.env)).toBe(true);
    e.tick(CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadForChunkError(error, e.env)).toBe(false);
    e.tick(1);
    expect(reloadForChunkError(error, e.env)).toBe(true);
    expect(e.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const e = env();
    expect(reloadForChunkError(new TypeError('x is undefined'), e.env)).toBe(false);
    expect(e.reload).not.toHaveBeenCalled();
  });

  it('during a route change loads the destination in full, not the page being left', () => {
    const e = env();
    const error = new Error('Loading chunk 7 failed.');
    const changing = { ...e.env, destination: () => '/it-it/checkout' };
    expect(reloadForChunkError(error, changing)).toBe(true);
    expect(e.go).toHaveBeenCalledWith('/it-it/checkout');
    expect(e.reload).not.toHaveBeenCalled();
    // Still once a minute at most, whichever page it loads.
    expect(reloadForChunkError(error, changing)).toBe(false);
    expect(e.go).toHaveBeenCalledTimes(1);
  });

  it('follows the route change under way from its start until one completes', () => {
    const { events } = Router;
    const reload = jest.fn();
    const assign = jest.fn();
    const win = Object.assign(new EventTarget(), {
      location: { reload, assign },
      sessionStorage: window.sessionStorage,
    });
    const uninstall = installChunkReloadGuard(win as unknown as Window, events);
    const chunkFailure = () =>
      win.dispatchEvent(new ErrorEvent('error', { error: { name: 'ChunkLoadError', message: 'x' } }));
    try {
      events.emit('routeChangeStart', '/it-it/shop/woman');
      events.emit('routeChangeStart', '/it-it/checkout');
      chunkFailure();
      expect(assign).toHaveBeenCalledWith('/it-it/checkout');
      expect(reload).not.toHaveBeenCalled();
      events.emit('routeChangeComplete', '/it-it/checkout');
      window.sessionStorage.clear();
      chunkFailure();
      expect(reload).toHaveBeenCalledTimes(1);
      expect(assign).toHaveBeenCalledTimes(1);
    } finally {
      uninstall();
      window.sessionStorage.clear();
    }
  });
});
