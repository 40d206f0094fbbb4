/**
 * One request to a back-end over node:http(s) with keep-alive sockets.
 * Chosen over the global `fetch` (undici) because the proxy's budget is
 * under a millisecond per call, and a plain keep-alive `http.request` costs
 * a fraction of `fetch`'s per-request overhead (see scripts/bench-api.mjs).
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface UpstreamRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | undefined;
  timeoutMs: number;
}

export interface UpstreamResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The raw bytes: a body that needs no change is sent on without a decode and re-encode. */
  body: Buffer;
}

/** Why an upstream call produced no response: the proxy maps these to 504 and 502. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unreachable' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Largest upstream body the proxy will buffer (a 100000-item category page fits well inside). */
export const MAX_UPSTREAM_BODY_BYTES = 32 * 1024 * 1024;

const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

export function sendUpstream(req: UpstreamRequest): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => {
    const isHttps = req.url.protocol === 'https:';
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    let settled = false;
    const fail = (error: UpstreamError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      reject(error);
    };
    const outgoing = (isHttps ? httpsRequest : httpRequest)(
      req.url,
      { method: req.method, headers, agent: isHttps ? httpsAgent : httpAgent },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_UPSTREAM_BODY_BYTES) {
            incoming.destroy();
            fail(new UpstreamError('too-large', 'upstream body too large'));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('error', () => fail(new UpstreamError('unreachable', 'upstream connection broke')));
        incoming.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({
            status: incoming.statusCode ?? 502,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          });
        });
      },
    );
    const timer = setTimeout(
      () => fail(new UpstreamError('timeout', `upstream did not answer in ${req.timeoutMs} ms`)),
      req.timeoutMs,
    );
    outgoing.on('error', () => fail(new UpstreamError('unreachable', 'upstream unreachable')));
    outgoing.end(req.body);
  });
}
