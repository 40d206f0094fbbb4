/** Small HTTP helpers: JSON answers, bounded body reading, path templates. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from './constants';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };

/** An error answer: `status` and `{ errors }` (plus extra keys such as `unavailable`). */
export class HttpError extends Error {
  constructor(
    public status: number,
    public errors: Record<string, string>,
    public extra: Record<string, unknown> = {},
    public headers: Record<string, string> = {},
  ) {
    super(Object.values(errors).join('; '));
  }
}

/**
 * JSON text already serialized (a cached product list), spliced into the
 * answer instead of being walked again by JSON.stringify. Only top-level keys
 * of an answer may hold one.
 */
export class RawJson {
  constructor(public text: string) {}
  static array(items: string[]): RawJson {
    return new RawJson(`[${items.join(',')}]`);
  }
}

/** JSON.stringify, except that top-level RawJson values are written as they are. */
export function serialize(body: unknown): string {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return JSON.stringify(body);
  if (!Object.values(body).some((v) => v instanceof RawJson)) return JSON.stringify(body);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || typeof value === 'function') continue;
    parts.push(`${JSON.stringify(key)}:${value instanceof RawJson ? value.text : JSON.stringify(value)}`);
  }
  return `{${parts.join(',')}}`;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = serialize(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the body as text, refusing more than MAX_BODY_BYTES with 413. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new HttpError(413, { body: `larger than ${limit} bytes` }));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, { body: `larger than ${limit} bytes` }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolveBody(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

/** Parses a JSON object body; an empty body is `{}`. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, { body: 'is not valid JSON' });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, { body: 'must be a JSON object' });
  }
  return parsed as Record<string, unknown>;
}

export interface Route<H> {
  method: string;
  template: string;
  parts: string[];
  handler: H;
}

export function route<H>(method: string, template: string, handler: H): Route<H> {
  return { method, template, parts: template.split('/'), handler };
}

/**
 * Finds the route for a path: `{ route, params }`, or `{ allowed }` listing
 * the verbs of a path that exists with another verb, or null.
 */
export function matchRoute<H>(
  routes: Route<H>[],
  method: string,
  path: string,
): { route: Route<H>; params: Record<string, string> } | { allowed: string[] } | null {
  const segments = path.split('/');
  const allowed: string[] = [];
  for (const r of routes) {
    if (r.parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < r.parts.length; i += 1) {
      const part = r.parts[i] as string;
      const segment = segments[i] as string;
      if (part.startsWith(':')) {
        if (segment === '') {
          ok = false;
          break;
        }
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          ok = false;
          break;
        }
      } else if (part !== segment) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (r.method === method || (method === 'HEAD' && r.method === 'GET')) return { route: r, params };
    allowed.push(r.method);
  }
  return allowed.length > 0 ? { allowed } : null;
}
