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
  now: () => number;
  read: () => string | null;
  write: (value: string) => void;
  reload: () => void;
}

/** Reloads the page for a chunk-load failure unless it already did so in the last minute. */
export function reloadForChunkError(error: unknown, env: ReloadEnv): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(env.read() ?? 0);
  if (Number.isFinite(last) && env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.write(String(env.now()));
  env.reload();
  return true;
}

/** Installs the guard on the window's error and unhandled-rejection events; returns the uninstaller. */
export function installChunkReloadGuard(win: Window = window): () => void {
  const env: ReloadEnv = {
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
  };
  const onError = (event: ErrorEvent) => void reloadForChunkError(event.error ?? event.message, env);
  const onRejection = (event: PromiseRejectionEvent) => void reloadForChunkError(event.reason, env);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
