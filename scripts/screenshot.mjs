/**
 * Screenshots a page in Debian's Chromium, for looking at what a shopper sees:
 *   node scripts/screenshot.mjs <url> <out.png> [width=360] [height=800] [--full]
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const [url, out, width = '360', height = '800'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [height] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate(() => document.fonts.ready);
// Lazy images start loading only once laid out, which can be after the network first went idle.
await page
  .waitForFunction(
    () =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    undefined,
    { timeout: 5_000 },
  )
  .catch(() => console.warn('some images in view had not loaded after 5 s'));
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
console.log(out);
