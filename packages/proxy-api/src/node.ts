/**
 * Mounts a proxy on node:http's request/response pair — what Next's
 * `pages/api` routes receive (with its body parser turned off, so the size
 * limit and JSON errors are the proxy's own) and what a bare server uses.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Proxy } from './proxy';
import { MAX_REQUEST_BODY_BYTES } from './validateWrite';
import type { ProxyName, ProxyResult } from './types';

type BodyResult = { ok: true; body: string | undefined } | { ok: false; status: 400 | 413 };

const NO_BODY: BodyResult = { ok: true, body: undefined };

function hasNoBody(req: IncomingMessage): boolean {
  const method = (req.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD';
}

function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish({ ok: false, status: 413 });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish({ ok: true, body: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => finish({ ok: false, status: 400 }));
  });
}

export function writeResult(res: ServerResponse, result: ProxyResult, closeAfter = false): void {
  if (res.headersSent) return;
  res.statusCode = result.status;
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  if (closeAfter) res.setHeader('connection', 'close');
  if (result.raw) {
    res.setHeader('content-length', result.rawSize ?? result.raw.reduce((n, chunk) => n + chunk.length, 0));
    // Corked, the head and every piece leave in one writev.
    res.cork();
    for (const chunk of result.raw) res.write(chunk);
    res.end();
    res.uncork();
    return;
  }
  const text = JSON.stringify(result.data);
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/** A `(req, res)` handler for one proxy, for `pages/api/<name>.ts` or `http.createServer`. */
export function nodeHandler(proxy: Proxy, name: ProxyName) {
  return async function handler(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Reads (the hot path) carry no body: no promise to wait a turn for.
    const read = hasNoBody(req) ? NO_BODY : await readBody(req, MAX_REQUEST_BODY_BYTES);
    if (!read.ok) {
      const message = read.status === 413 ? `is larger than ${MAX_REQUEST_BODY_BYTES} bytes` : 'could not be read';
      writeResult(
        res,
        {
          status: read.status,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' },
          data: { errors: { body: message } },
        },
        true,
      );
      // Stop the rest of an oversized upload once the answer is out.
      res.on('finish', () => req.destroy());
      return;
    }
    const raw = req.url ?? '';
    const q = raw.indexOf('?');
    const result = await proxy.handle(
      name,
      {
        method: req.method ?? 'GET',
        query: q >= 0 ? raw.slice(q + 1) : '',
        headers: req.headers,
        body: read.body,
        remoteAddress: req.socket.remoteAddress,
      },
      'browser',
      // A forwarded call's answer is written in the event that completed it; then the line below is a no-op.
      (ready) => writeResult(res, ready),
    );
    writeResult(res, result);
  };
}
