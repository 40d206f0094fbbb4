/**
 * One request to a back-end over node:http(s) with keep-alive sockets.
 * Chosen over the global `fetch` (undici) because the proxy's budget is
 * under a millisecond per call, and a plain keep-alive `http.request` costs
 * a fraction of `fetch`'s per-request overhead (see scripts/bench-api.mjs).
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { urlToHttpOptions } from 'node:url';

/** A back-end's base URL, taken apart once at configuration time rather than on every call. */
export interface UpstreamBase {
  https: boolean;
  hostname: string;
  port: number | undefined;
  /** The base path without a trailing slash (`/commerce`). */
  path: string;
}

/** The base, or why it cannot be one (then calls to that back-end answer 502). */
export function upstreamBase(url: string): UpstreamBase | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a URL`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `"${url}" is not an http(s) URL`;
  if (parsed.search || parsed.hash) return `"${url}" carries a query or fragment`;
  const options = urlToHttpOptions(parsed);
  return {
    https: parsed.protocol === 'https:',
    // urlToHttpOptions strips an IPv6 literal's brackets, as http.request wants it.
    hostname: options.hostname ?? parsed.hostname,
    port: parsed.port ? Number(parsed.port) : undefined,
    path: parsed.pathname.replace(/\/+$/, ''),
  };
}

export interface UpstreamRequest {
  method: string;
  base: UpstreamBase;
  /** Path (already encoded) and query below the base, starting with `/`. */
  path: string;
  headers: Record<string, string>;
  body?: string | undefined;
  timeoutMs: number;
}

export interface UpstreamResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /**
   * The raw bytes as the socket delivered them: a body that needs no change is sent on without a
   * decode, a re-encode, or a copy into one buffer.
   */
  chunks: Buffer[];
  /** Their total length in bytes. */
  size: number;
}

/** The whole body as one buffer, for the paths that parse it. */
export function bodyBytes(response: UpstreamResponse): Buffer {
  return response.chunks.length === 1 ? (response.chunks[0] as Buffer) : Buffer.concat(response.chunks, response.size);
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

/**
 * One request to a back-end; `done` is called once, with the response or the reason there is none.
 * Called in the very event that completes the body, not a promise turn later: node queues its own
 * end-of-response work (the 'end' event, freeing the keep-alive socket) as next-ticks, which run
 * before any promise continuation, and on the grid page that work cost about 0.1 ms of waiting.
 */
export function requestUpstream(req: UpstreamRequest, done: (outcome: UpstreamResponse | UpstreamError) => void): void {
  const isHttps = req.base.https;
  const headers: Record<string, string | number> = { ...req.headers };
  if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
  let settled = false;
  const fail = (error: UpstreamError) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    outgoing.destroy();
    done(error);
  };
  const outgoing = (isHttps ? httpsRequest : httpRequest)(
    {
      hostname: req.base.hostname,
      port: req.base.port,
      path: req.base.path + req.path,
      method: req.method,
      headers,
      agent: isHttps ? httpsAgent : httpAgent,
    },
    (incoming) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const complete = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        done({ status: incoming.statusCode ?? 502, headers: incoming.headers, chunks, size });
      };
      // With a declared length the body is whole at its last byte: answering then, rather than on
      // 'end', spares the browser the wait while node finishes the response and frees the socket.
      // Without one, 'end' says it.
      const declared = Number(incoming.headers['content-length'] ?? Number.NaN);
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_UPSTREAM_BODY_BYTES) {
          incoming.destroy();
          fail(new UpstreamError('too-large', 'upstream body too large'));
          return;
        }
        chunks.push(chunk);
        if (size === declared) complete();
      });
      incoming.on('error', () => fail(new UpstreamError('unreachable', 'upstream connection broke')));
      incoming.on('end', complete);
    },
  );
  const timer = setTimeout(
    () => fail(new UpstreamError('timeout', `upstream did not answer in ${req.timeoutMs} ms`)),
    req.timeoutMs,
  );
  outgoing.on('error', () => fail(new UpstreamError('unreachable', 'upstream unreachable')));
  outgoing.end(req.body);
}
