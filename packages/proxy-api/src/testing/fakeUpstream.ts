/**
 * A recording stand-in for a back-end, for tests that must not depend on the
 * sandbox: every request is logged (method, path, query, headers, body) and
 * answered by a replaceable responder.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedHit {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  raw?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
}

export type Responder = (hit: RecordedHit) => FakeReply;

export interface FakeUpstream {
  url: string;
  hits: RecordedHit[];
  respond: (responder: Responder) => void;
  close: () => Promise<void>;
}

export const defaultResponder: Responder = (hit) => ({ body: { token: 'upstream-token-1', path: hit.path } });

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const hits: RecordedHit[] = [];
  let responder: Responder = defaultResponder;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.local');
      const hit: RecordedHit = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      hits.push(hit);
      const reply = responder(hit);
      const send = () => {
        if (res.destroyed) return;
        const text = reply.raw ?? JSON.stringify(reply.body ?? {});
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(text);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    respond: (next) => {
      responder = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
