/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy, securityHeaders } from '../lib/security/headers';
import { securityHeadersHook } from './securityHeaders';

const env = { NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4999' };

/** The headers a request's response is given by a hook (the request log runs it as each request arrives). */
function headersFor(url: string, hook = securityHeadersHook(env)): Record<string, string> {
  const set: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => void (set[name] = value) };
  hook({ url } as IncomingMessage, res as unknown as ServerResponse);
  return set;
}

describe('the security headers on every response', () => {
  it('are every security header, from the instance’s environment, whatever the path', () => {
    for (const url of ['/it-it/shop/woman', '/_next/static/chunks/a.js?v=1', '/api/commerce?url=x', '/sw.js']) {
      expect(Object.keys(headersFor(url))).toEqual(securityHeaders(env).map((h) => h.key));
      expect(headersFor(url)['Content-Security-Policy']).toBe(contentSecurityPolicy(env, 'shop'));
    }
    expect(headersFor('/it-it')['Strict-Transport-Security']).toMatch(/^max-age=/);
  });

  it('give the framed pages their own policy, whatever the query', () => {
    expect(headersFor('/preview?token=x')['Content-Security-Policy']).toBe(contentSecurityPolicy(env, 'preview'));
    expect(headersFor('/slice-simulator')['Content-Security-Policy']).toBe(contentSecurityPolicy(env, 'simulator'));
    expect(headersFor('/it-it/preview')['Content-Security-Policy']).toBe(contentSecurityPolicy(env, 'shop'));
  });

  it('are read from the environment the instance started with, never again per request', () => {
    const started = { ...env, GTM_ID: 'GTM-START' };
    const reads: string[] = [];
    const watched = new Proxy(started, {
      get(target, name: string) {
        reads.push(name);
        return target[name as keyof typeof target];
      },
    });
    const hook = securityHeadersHook(watched);
    const atStart = reads.length;
    expect(atStart).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      expect(headersFor('/it-it/about-us', hook)['Content-Security-Policy']).toBe(
        contentSecurityPolicy(started, 'shop'),
      );
      expect(headersFor('/preview?token=x', hook)['Content-Security-Policy']).toBe(
        contentSecurityPolicy(started, 'preview'),
      );
    }
    expect(reads.length).toBe(atStart);
  });
});
