import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunkReload';

function env(start = 1_000_000) {
  let stored: string | null = null;
  let clock = start;
  const reload = jest.fn();
  return {
    reload,
    tick: (ms: number) => (clock += ms),
    env: { now: () => clock, read: () => stored, write: (v: string) => (stored = v), reload },
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
});
