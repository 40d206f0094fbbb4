/** @jest-environment node */
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { receiveVitals } from './vitals';
import { summariseVitals, formatVitals, percentile } from './vitalsReport';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ base: {} }, stream) };
}

const SITE = 'https://shop.example';
const beacon = {
  id: '1700000000000-123456789',
  route: 'product',
  device: 'mobile',
  connection: '4g',
  metrics: { LCP: 1234, CLS: 0.012, TTFB: 80, FCP: 900, INP: 120 },
};
const fromShop = { origin: SITE, host: 'shop.example' };

describe('the real-user vitals intake', () => {
  it('logs one web-vitals JSON line for a beacon from the shop’s own page', async () => {
    const { lines, logger } = capture();
    const result = receiveVitals(
      { method: 'POST', headers: fromShop, body: JSON.stringify(beacon), siteUrl: SITE },
      logger,
    );
    expect(result).toEqual({ status: 204 });
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'web-vitals', vitals: beacon });
  });

  it('takes the body a JSON body parser already parsed', () => {
    const { logger } = capture();
    expect(receiveVitals({ method: 'POST', headers: fromShop, body: beacon, siteUrl: SITE }, logger).status).toBe(204);
  });

  it.each([
    [
      'another site',
      { method: 'POST', headers: { origin: 'https://evil.example', host: 'shop.example' }, body: beacon },
      403,
    ],
    ['a GET', { method: 'GET', headers: fromShop, body: undefined }, 405],
    ['broken JSON', { method: 'POST', headers: fromShop, body: '{"id":' }, 400],
    ['an unknown field', { method: 'POST', headers: fromShop, body: { ...beacon, email: 'a@b.c' } }, 400],
    ['an unknown route family', { method: 'POST', headers: fromShop, body: { ...beacon, route: '/it-it/x' } }, 400],
    ['a negative figure', { method: 'POST', headers: fromShop, body: { ...beacon, metrics: { LCP: -1 } } }, 400],
    [
      'a body over 2 kB',
      { method: 'POST', headers: fromShop, body: JSON.stringify({ ...beacon, id: 'x'.repeat(3000) }) },
      413,
    ],
  ])('refuses %s without logging a line', async (_name, request, status) => {
    const { lines, logger } = capture();
    expect(receiveVitals({ ...request, siteUrl: SITE }, logger).status).toBe(status);
    await new Promise((r) => setImmediate(r));
    expect(lines).toHaveLength(0);
  });
});

describe('vitals:report', () => {
  const line = (id: string, route: string, metrics: Record<string, number>) =>
    JSON.stringify({
      level: 'info',
      msg: 'web-vitals',
      vitals: { id, route, device: 'mobile', connection: '4g', metrics },
    });

  it('gives the nearest-rank 75th percentile', () => {
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([10], 75)).toBe(10);
    expect(percentile([], 75)).toBeUndefined();
  });

  it('prints p75 per route family, counting a page view sent twice once with its last figures', () => {
    const rows = summariseVitals([
      line('a', 'product', { LCP: 1000, CLS: 0 }),
      line('a', 'product', { LCP: 1000, CLS: 0.3 }),
      line('b', 'product', { LCP: 2000, CLS: 0.1 }),
      line('c', 'product', { LCP: 3000 }),
      line('d', 'product', { LCP: 4000 }),
      line('e', 'home', { LCP: 800, TTFB: 50 }),
      '{"msg":"request","path":"/it-it"}',
      'not json',
    ]);
    expect(rows).toEqual([
      { route: 'home', pageViews: 1, p75: { LCP: 800, TTFB: 50 } },
      { route: 'product', pageViews: 4, p75: { LCP: 3000, CLS: 0.3 } },
    ]);
    expect(formatVitals(rows)).toContain('| product | 4 | 3000 ms | – | 0.300 | – | – |');
  });
});
