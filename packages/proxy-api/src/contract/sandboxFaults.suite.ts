/** A slow or failing sandbox (its fault injection) through the proxies: 504 and 502 JSON, latency under the timeout. */
import { createProxy } from '../proxy';
import { Browser } from './browser';
import { type ContractSandbox, M } from './contractSandbox';

export function sandboxFaultTests(contract: ContractSandbox): void {
  describe('a slow or failing sandbox (its fault injection), through the proxies', () => {
    async function faults(rules: unknown[]) {
      const res = await fetch(`${contract.sandbox.url}/__sandbox/faults`, {
        method: rules.length ? 'POST' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: rules.length ? JSON.stringify({ rules }) : undefined,
      });
      expect(res.ok).toBe(true);
    }

    afterEach(() => faults([]));

    test('a back-end that never answers gives 504 JSON after the configured timeout', async () => {
      await faults([{ path: '/commerce/shop/pricelists', timeout: true }]);
      const impatient = createProxy({ ...contract.config, timeoutMs: 300 });
      const started = Date.now();
      const result = await impatient.call('commerce-read', { url: 'shop/pricelists' });
      expect(result.status).toBe(504);
      expect(result.data).toEqual({ errors: { upstream: 'the back-end did not answer in time' } });
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    test('a back-end failing with 503 gives 502 JSON without its body', async () => {
      await faults([{ path: '/commerce/checkout/*', errorRate: 1, status: 503 }]);
      const res = await new Browser(contract).read('checkout/selection', M);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ errors: { upstream: 'the back-end failed' } });
    });

    test('added latency under the timeout still answers normally', async () => {
      await faults([{ path: '/commerce/shop/categories', latencyMs: 200 }]);
      const started = Date.now();
      const res = await new Browser(contract).read('shop/categories', { lang: 'it' });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    });
  });
}
