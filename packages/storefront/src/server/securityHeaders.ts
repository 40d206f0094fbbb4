/**
 * The shop's security headers (lib/security/headers) on every response this server sends: pages, API routes,
 * static files, the service worker, 404 and 500. Set from this instance's environment as each request arrives,
 * before Next handles it (instrumentation.ts installs it with the request log), so they hold whichever part of
 * Next answers, and a build configured by its environment gets the policy that configuration needs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { responseSecurityHeaders, type SecurityEnv } from '../lib/security/headers';

export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, env: SecurityEnv = process.env): void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  for (const { key, value } of responseSecurityHeaders(query < 0 ? url : url.slice(0, query), env)) {
    res.setHeader(key, value);
  }
}
