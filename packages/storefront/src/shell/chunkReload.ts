/** At most one reload per this many milliseconds after a chunk fails to load (60 s). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Where the last reload's time is kept, across the reload. */
export const CHUNK_RELOAD_STORAGE_KEY = 'passo:chunk-reload-at';

/** "Loading chunk 12 failed", "ChunkLoadError", "Failed to fetch dynamically imported module". */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const text = `${typeof name === 'string' ? name : ''} ${typeof message === 'string' ? message : String(error)}`;
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|dynamically imported module/i.test(text);
}

export interface ReloadEnv {
  /** Where a route change under way is going (the address it shows), or null when none is. */
  destination: () => string | null;
  now: () => number;
  read: () => string | null;
  write: (value: string) => void;
  reload: () => void;
  /** A full load of another address. */
  go: (url: string) => void;
}

/**
 * Loads the page anew for a chunk-load failure, unless it already did so in the last minute. During a route
 * change it is the destination that loads in full: the shopper asked to go there. A reload of the page being
 * left would keep them where they were, and the router, which would load the destination itself only once
 * its own wait for the page's code ran out, would lose that race.
 */
export function reloadForChunkError(error: unknown, env: ReloadEnv): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(env.read() ?? 0);
  if (Number.isFinite(last) && env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.write(String(env.now()));
  const destination = env.destination();
  if (destination) env.go(destination);
  else env.reload();
  return true;
}

/** The router's events the guard follows (Next's `Router.events`). */
export interface RouteEvents {
  on(type: 'routeChangeStart' | 'routeChangeComplete', handler: (url: string) => void): void;
  off(type: 'routeChangeStart' | 'routeChangeComplete', handler: (url: string) => void): void;
}

/**
 * Installs the guard on the window's error and unhandled-rejection events; returns the uninstaller. With the
 * router's events, a route change is under way from its start until one completes. A cancelled change is
 * followed by the next one's start, which names the new destination; a failed one keeps its destination, as
 * the router is then loading it in full itself (or shows its error page at that address).
 */
export function installChunkReloadGuard(win: Window = window, routeEvents?: RouteEvents): () => void {
  let destination: string | null = null;
  const started = (url: string) => (destination = url);
  const completed = () => (destination = null);
  routeEvents?.on('routeChangeStart', started);
  routeEvents?.on('routeChangeComplete', completed);
  const env: ReloadEnv = {
    destination: () => destination,
    now: () => Date.now(),
    read: () => {
      try {
        return win.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
      } catch {
        return null;
      }
    },
    write: (value) => {
      try {
        win.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, value);
      } catch {
        // Without storage the guard cannot count: reloading once more is the lesser harm.
      }
    },
    reload: () => win.location.reload(),
    go: (url) => win.location.assign(url),
  };
  const onError = (event: ErrorEvent) => void reloadForChunkError(event.error ?? event.message, env);
  const onRejection = (event: PromiseRejectionEvent) => void reloadForChunkError(event.reason, env);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    routeEvents?.off('routeChangeStart', started);
    routeEvents?.off('routeChangeComplete', completed);
  };
}
