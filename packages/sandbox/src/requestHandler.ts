/**
 * The server's answer to every request: its request id (echoed, and logged with the status and duration when
 * a logger is given), faults injected before it is routed, and errors turned into JSON answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ZodError } from 'zod';
import { PrismicError } from './content/prismic';
import type { Faults } from './faults';
import { HttpError, sendJson } from './http';
import { requestIdFrom, type Logger } from './log';

export function createRequestHandler(
  route: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>,
  faults: Faults,
  logger: Logger | undefined,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = process.hrtime.bigint();
    // The caller's request id (the storefront's proxies pass theirs on), echoed and logged.
    const reqId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('x-request-id', reqId);
    if (logger) {
      res.on('finish', () => {
        const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
        const path = (req.url ?? '/').split('?', 1)[0];
        logger.info({ reqId, method: req.method, path, status: res.statusCode, durationMs }, 'request');
      });
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://sandbox.local');
    } catch {
      sendJson(res, 400, { errors: { uri: 'malformed' } });
      return;
    }
    const run = () =>
      route(req, res, url).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof HttpError)
          return sendJson(res, error.status, { errors: error.errors, ...error.extra }, error.headers);
        if (error instanceof PrismicError) return sendJson(res, error.status, error.body);
        if (error instanceof ZodError) {
          return sendJson(res, 400, {
            errors: Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
          });
        }
        console.error(error);
        return sendJson(res, 500, { errors: { server: 'internal error' } });
      });
    const fault =
      url.pathname.startsWith('/__sandbox/') || url.pathname === '/health' ? undefined : faults.match(url.pathname);
    if (!fault) {
      void run();
      return;
    }
    const act = () => {
      if (fault.timeout) return; // never answer; the caller's timeout decides
      if (fault.errorRate !== undefined && Math.random() < fault.errorRate) {
        sendJson(res, fault.status ?? 503, { errors: { sandbox: 'injected fault' } });
        req.resume();
        return;
      }
      void run();
    };
    if (fault.latencyMs) setTimeout(act, fault.latencyMs);
    else act();
  };
}
