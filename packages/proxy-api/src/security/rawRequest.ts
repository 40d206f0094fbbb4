/**
 * Raw requests for the security suite: built by hand (any method, any header, no URL normalisation) and sent
 * on node:http as they are, answered with status and body.
 */
import { request } from 'node:http';
import { SAME_ORIGIN_JSON } from '../testing/testProxyConfig';

export interface Raw {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A raw request (no URL normalisation, any method), answered status and body. */
export function sendRaw(baseUrl: string, raw: Raw): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${raw.path}`,
      {
        method: raw.method,
        // node sends a DELETE body without framing unless told its length.
        headers: {
          ...(raw.body !== undefined ? { 'content-length': String(Buffer.byteLength(raw.body)) } : {}),
          ...raw.headers,
        },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(raw.body);
  });
}

/** The headers of a write from the shop's own pages. */
export const json = SAME_ORIGIN_JSON;
/** A cart's market, pricelist and language, as a write's JSON body. */
export const cart = '{"market":1,"pricelist":49,"lang":"it"}';
/** A read of the commerce read proxy with this query. */
export const read = (query: string): Raw => ({ method: 'GET', path: `/api/commerce-read?${query}` });
/** A write to the commerce write proxy's `url` with this method, body and headers. */
export const write = (method: string, url: string, body: string, headers: Record<string, string> = json): Raw => ({
  method,
  path: `/api/commerce-write?url=${url}`,
  headers,
  body,
});
