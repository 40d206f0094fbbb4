/**
 * The sandbox's HTTP server. This first cut serves its health check and the
 * general service's `user/ip`; the commerce and content APIs grow here.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { clientIp, countryForIp } from './geo';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const defaultCountry = process.env.SANDBOX_DEFAULT_COUNTRY ?? 'IT';

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export const server = createServer((req, res) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.url} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  if (req.method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true });
  if (req.method === 'GET' && url.pathname === '/general/user/ip') {
    const ip = clientIp(
      { 'x-forwarded-for': header(req, 'x-forwarded-for'), 'x-real-ip': header(req, 'x-real-ip') },
      req.socket.remoteAddress,
    );
    const country = countryForIp(ip, defaultCountry);
    return sendJson(res, 200, { country, name: country, pricelist: null, market: 1 });
  }
  return sendJson(res, 404, { errors: { uri: 'not found' } });
});

server.listen(port, '127.0.0.1', () => console.log(`sandbox listening on http://127.0.0.1:${port}`));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
