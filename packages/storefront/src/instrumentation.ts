/**
 * Next's instrumentation hook: runs once when a server process starts. On Node it installs the request
 * log (one JSON line per request with its request id: src/server/requestLog.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ installRequestLog }, { log }] = await Promise.all([import('./server/requestLog'), import('./server/log')]);
  installRequestLog(log);
}
