// Temporary (not committed): screenshots of a client navigation home → category → checkout → sign-in, in Italian.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const labelRequests = [];
page.on('request', (r) => { if (r.url().includes('/api/content') || r.url().includes('/api/menu-catalogue')) labelRequests.push(r.url()); });
await page.goto(base + '/it-it', { waitUntil: 'networkidle' });
await page.waitForFunction(() => window.next?.router?.isReady);
await page.evaluate(() => { window.sameDoc = true; });
await page.screenshot({ path: '/tmp/lbr-nav-0-home.png' });
const steps = [['/it-it/shop/woman', '1-category'], ['/it-it/checkout', '2-checkout'], ['/it-it/other/signin', '3-signin']];
for (const [url, name] of steps) {
  await page.evaluate((u) => window.next.router.push(u), url);
  await page.waitForURL('**' + url);
  // as soon as the route changed: the first frame of the new page
  await page.screenshot({ path: `/tmp/lbr-nav-${name}-first.png` });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/lbr-nav-${name}.png` });
}
// the menus and the cart panel, opened on the sign-in page
await page.getByRole('banner').getByRole('button').filter({ hasText: /menu/i }).first().click().catch(() => {});
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/lbr-nav-4-menu.png' });
console.log('same document:', await page.evaluate(() => window.sameDoc === true));
console.log(labelRequests.join('\n'));
await browser.close();
