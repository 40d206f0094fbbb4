import { expect, test } from '@playwright/test';
import { routes } from '../src/lib/routes';

test.describe('real-user vitals', () => {
  test('a page view sends its vitals beacon to the shop when the page is hidden', async ({ page }) => {
    const product = routes.product('it-it', 'ciao-sneaker-blue');
    await page.goto(product);
    // The vitals code has loaded and measured once web-vitals' first figures reach the data layer.
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((e) => e.event === 'web_vitals' && e.metric_name === 'TTFB'),
    );
    // What the page sends, read on its way (a beacon's body is not kept on the request Playwright reports).
    let body = '';
    await page.route('**/api/vitals', async (route) => {
      body = route.request().postDataBuffer()?.toString('utf8') ?? '';
      await route.continue();
    });
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/vitals'));
    // The shopper switches to another tab: the page is hidden, the moment it sends what it measured. (Leaving
    // the page sends it too, but Playwright no longer reports a request of a page that has gone.)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const response = await beacon;
    const request = response.request();
    expect(request.method()).toBe('POST');
    expect(response.status()).toBe(204);
    const sent = JSON.parse(body) as Record<string, unknown>;
    expect(sent).toMatchObject({ route: 'product', device: expect.stringMatching(/mobile|tablet|desktop/) });
    expect(sent.metrics).toEqual(expect.objectContaining({ TTFB: expect.any(Number), LCP: expect.any(Number) }));
  });
});
