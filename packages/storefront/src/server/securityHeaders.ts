/**
 * The shop's security headers (lib/security/headers) on every response this server sends: pages, API routes,
 * static files, the service worker, 404 and 500. Set from this instance's environment as each request arrives,
 * before Next handles it (instrumentation.ts installs it with the request log), so they hold whichever part of
 * Next answers, and a build configured by its environment gets the policy that configuration needs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { frameContextOf, responseSecurityHeaders, type FrameContext, type SecurityEnv } from '../lib/security/headers';

type Hook = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The hook that sets them. An instance's environment is fixed once it runs: each frame context's headers are
 * built from it on the first request in that context and reused for every request after (reading the
 * environment on each request cost about 2 % of a cached page's server time).
 */
export function securityHeadersHook(env: SecurityEnv = process.env): Hook {
  const lists = new Map<FrameContext, ReturnType<typeof responseSecurityHeaders>>();
  return (req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query < 0 ? url : url.slice(0, query);
    const frame = frameContextOf(pathname);
    let headers = lists.get(frame);
    if (headers === undefined) {
      headers = responseSecurityHeaders(pathname, env);
      lists.set(frame, headers);
    }
    for (const { key, value } of headers) res.setHeader(key, value);
  };
}
