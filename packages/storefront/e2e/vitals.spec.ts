import { expect, test } from '@playwright/test';
import { routes } from '../src/lib/routes';

test.describe('real-user vitals', () => {
  test('a page view sends its vitals beacon to the shop when the shopper leaves the page', async ({
    page,
    context,
  }) => {
    const product = routes.product('it-it', 'ciao-sneaker-blue');
    await page.goto(product);
    // The vitals code has loaded and measured once web-vitals' first figures reach the data layer.
    await page.waitForFunction(() =>
      (window.dataLayer ?? []).some((e) => e.event === 'web_vitals' && e.metric_name === 'TTFB'),
    );
    const beacon = context.waitForEvent('requestfinished', (r) => r.url().endsWith('/api/vitals'));
    // Leaving the page hides it: the moment a page sends what it measured.
    await page.goto(routes.home('it-it'));
    const request = await beacon;
    expect(request.method()).toBe('POST');
    expect((await request.response())?.status()).toBe(204);
    const sent = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ route: 'product', device: expect.stringMatching(/mobile|tablet|desktop/) });
    expect(sent.metrics).toEqual(expect.objectContaining({ TTFB: expect.any(Number), LCP: expect.any(Number) }));
  });
});
