/**
 * One JSON log line per request the storefront's server answers (pages, the API proxies, assets), with a
 * request id: the load balancer's `x-request-id` when it sent a usable one, else a fresh UUID. The id is
 * put on the request before Next sees it, so the proxies (pages/api/* and getServerSideProps' in-process
 * calls) pass it on to the back-ends, and on the response, so a shopper's report can quote it.
 *
 * Next has no hook around a whole request, so this listens where every request arrives: the `request`
 * event of node's HTTP server, which both `next start` and the standalone server.js emit. Installed once
 * per process from instrumentation.ts.
 */
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFrom } from '@passo/proxy-api';
import type { Logger } from 'pino';

/** The part of a request line that names what was asked: the path, and a proxy's upstream call. */
function target(url: string | undefined): { path: string; call?: string } {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  if (q < 0 || !path.startsWith('/api/')) return { path };
  // The proxies' `url` names the back-end call (`checkout/items/…`): no personal data, useful to read.
  const call = new URLSearchParams(raw.slice(q + 1)).get('url') ?? undefined;
  return call ? { path, call } : { path };
}

/** Tags the request and response with the id and logs the line once the answer is sent (or abandoned). */
export function trackRequest(req: IncomingMessage, res: ServerResponse, logger: Logger): string {
  const started = process.hrtime.bigint();
  const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = reqId;
  res.setHeader(REQUEST_ID_HEADER, reqId);
  // `close` follows every response: after it was sent, or when the client left before.
  res.once('close', () => {
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const status = res.writableFinished ? res.statusCode : 499; // 499: the client left first (nginx's word).
    const line = { reqId, method: req.method, ...target(req.url), status, durationMs };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  });
  return reqId;
}

const INSTALLED = Symbol.for('passo.requestLog');

/** What else runs as each request arrives, before it is tagged (the security headers). */
export type RequestHook = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Hooks every HTTP server of this process (idempotent) and returns the undo: each request first goes
 * through `before`, then is tagged and logged. The hook sits on node's shared `Server.prototype`, so a
 * test that installs it must undo it: test files run one after another in the same worker process, and
 * another file's servers would otherwise be tagged too.
 */
export function installRequestLog(logger: Logger, before: RequestHook[] = []): () => void {
  const proto = Server.prototype as Server & { [INSTALLED]?: () => void };
  const installed = proto[INSTALLED];
  if (installed) return installed;
  const emit = proto.emit;
  const uninstall = () => {
    proto.emit = emit;
    delete proto[INSTALLED];
  };
  proto[INSTALLED] = uninstall;
  proto.emit = function emitWithLog(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      for (const hook of before) hook(req, res);
      trackRequest(req, res, logger);
    }
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as Server['emit'];
  return uninstall;
}
