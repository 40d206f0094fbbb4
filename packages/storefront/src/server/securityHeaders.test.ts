/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { contentSecurityPolicy } from '../lib/security/headers';
import { installRequestLog } from './requestLog';
import { applySecurityHeaders } from './securityHeaders';

const env = { NODE_ENV: 'production', SANDBOX_URL: 'http://127.0.0.1:4999' };
let server: Server;
let base: string;
let uninstall: () => void;

beforeAll(async () => {
  const quiet = pino({}, new Writable({ write: (_chunk, _encoding, done) => done() }));
  uninstall = installRequestLog(quiet, [(req, res) => applySecurityHeaders(req, res, env)]);
  // A handler that sets no security header of its own, except where it chooses one (as Next's image
  // optimiser sets its own policy).
  server = createServer((req, res) => {
    if (req.url === '/own-policy') res.setHeader('Content-Security-Policy', "default-src 'none'");
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  uninstall();
});

describe('the security headers on every response', () => {
  it('come with any answer, from the instance’s environment, before the handler runs', async () => {
    const response = await fetch(`${base}/_next/static/chunks/a.js?v=1`);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(env, 'shop'));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('give the framed pages their own policy, whatever the query', async () => {
    const response = await fetch(`${base}/preview?token=x`);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(env, 'preview'));
  });

  it('leave a handler free to set a stricter policy of its own', async () => {
    const response = await fetch(`${base}/own-policy`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});
