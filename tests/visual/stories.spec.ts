import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BREAKPOINTS } from '../../packages/design-system/src/tokens/constants';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};

const visualStories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('visual'),
);

const VIEWPORTS = [
  { name: 'xs', width: BREAKPOINTS.xs, height: 740 },
  { name: 'md', width: BREAKPOINTS.md, height: 1024 },
  { name: 'xl', width: BREAKPOINTS.xl, height: 800 },
] as const;

test('the built Storybook has visual stories to compare', () => {
  expect(visualStories.length).toBeGreaterThan(0);
});

for (const story of visualStories) {
  for (const viewport of VIEWPORTS) {
    test(`${story.title} / ${story.name} looks as its baseline at ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
      // A story renders into #storybook-root, or portals an open overlay into <body>.
      await page.waitForSelector('#storybook-root > *, [role="dialog"], [role="alertdialog"]', { state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${story.id}--${viewport.name}.png`, { fullPage: true });
    });
  }
}
