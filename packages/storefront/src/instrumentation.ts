/**
 * Next's instrumentation hook: runs once when a server process starts. On Node it hooks every request as
 * it arrives: the security headers from this instance's environment (src/server/securityHeaders.ts), then
 * the request log (one JSON line per request with its request id: src/server/requestLog.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ installRequestLog }, { log }, { securityHeadersHook }] = await Promise.all([
    import('./server/requestLog'),
    import('./server/log'),
    import('./server/securityHeaders'),
  ]);
  installRequestLog(log, [securityHeadersHook()]);
}
