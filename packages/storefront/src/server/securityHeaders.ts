/**
 * The shop's security headers (lib/security/headers) on every response this server sends: pages, API routes,
 * static files, the service worker, 404 and 500. Set from this instance's environment as each request arrives,
 * before Next handles it (instrumentation.ts installs it with the request log), so they hold whichever part of
 * Next answers, and a build configured by its environment gets the policy that configuration needs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  frameContextOf,
  securityHeaders,
  type FrameContext,
  type Header,
  type SecurityEnv,
} from '../lib/security/headers';

type Hook = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The hook that sets them. An instance's environment is fixed once it runs: the headers of each frame context
 * are built from it when the hook is made, and every request only picks its list (reading the environment on
 * each request cost about 2 % of a cached page's server time).
 */
export function securityHeadersHook(env: SecurityEnv = process.env): Hook {
  const lists: Record<FrameContext, readonly Header[]> = {
    shop: securityHeaders(env, 'shop'),
    preview: securityHeaders(env, 'preview'),
    simulator: securityHeaders(env, 'simulator'),
  };
  return (req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    for (const { key, value } of lists[frameContextOf(query < 0 ? url : url.slice(0, query))]) {
      res.setHeader(key, value);
    }
  };
}
