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
    // The shopper presses a key: the browser's largest paint is final from then on (web-vitals finalises LCP
    // on a real key press, click or hiding of the page, never on a script's event), and the figure is reported.
    await page.keyboard.press('Shift');
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((e) => e.event === 'web_vitals' && e.metric_name === 'LCP'),
    );
    // What the page sends, read on its way (a beacon's body is not kept on the request Playwright reports).
    const bodies: string[] = [];
    await page.route('**/api/vitals', async (route) => {
      bodies.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
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
    const sent = () => bodies.map((b) => JSON.parse(b) as { id: string; metrics: Record<string, number> });
    expect(sent()[0]).toMatchObject({ route: 'product', device: expect.stringMatching(/mobile|tablet|desktop/) });
    // The page view's figures, LCP among them.
    expect(Object.assign({}, ...sent().map((b) => b.metrics)) as Record<string, number>).toEqual(
      expect.objectContaining({ TTFB: expect.any(Number), LCP: expect.any(Number) }),
    );
    expect(new Set(sent().map((b) => b.id)).size).toBe(1);
  });
});
