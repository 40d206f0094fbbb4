import { expect, test as base, type Page } from '@playwright/test';
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
type Viewport = (typeof VIEWPORTS)[number];

/**
 * What the browser draws itself is left out of the comparison: the time of a video's native controls is
 * text in the browser's own system font, which changes with the browser's build, not with the design system.
 */
const BROWSER_OWN_TEXT = 'video::-webkit-media-controls-current-time-display { display: none !important; }';

/**
 * Loading Storybook's preview costs most of a test, so each worker keeps one
 * page and a story is loaded once for its three viewports: the md and xl
 * tests resize the page the xs test loaded (so they also check that the
 * story follows a change of viewport). A test that finds another story in
 * the page (its worker restarted after a failure, or the tests were split
 * differently) loads its story itself, so every test stands alone.
 */
interface StoryPage {
  page: Page;
  storyId: string | null;
}

const test = base.extend<{ show: (storyId: string, viewport: Viewport) => Promise<Page> }, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, deviceScaleFactor, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, deviceScaleFactor, reducedMotion });
      const storyPage: StoryPage = { page: await context.newPage(), storyId: null };
      await provide(storyPage);
      await context.close();
    },
    { scope: 'worker' },
  ],
  show: async ({ storyPage }, provide) => {
    await provide(async (storyId, viewport) => {
      const { page } = storyPage;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (storyPage.storyId !== storyId) {
        storyPage.storyId = null;
        await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
        // A story renders into #storybook-root, or portals an open overlay into <body>.
        await page.waitForSelector('#storybook-root > *, [role="dialog"], [role="alertdialog"]', {
          state: 'attached',
        });
        await page.addStyleTag({ content: BROWSER_OWN_TEXT });
        storyPage.storyId = storyId;
      } else {
        // Let the resize reach layout and any resize observers before the screenshot.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      }
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      return page;
    });
  },
});

test('the built Storybook has visual stories to compare', () => {
  expect(visualStories.length).toBeGreaterThan(0);
});

for (const story of visualStories) {
  test.describe(`${story.title} / ${story.name}`, () => {
    // The three viewports of a story run in order, in one worker; stories run in parallel.
    test.describe.configure({ mode: 'default' });
    for (const viewport of VIEWPORTS) {
      test(`looks as its baseline at ${viewport.name}`, async ({ show }) => {
        const page = await show(story.id, viewport);
        await expect(page).toHaveScreenshot(`${story.id}--${viewport.name}.png`, { fullPage: true });
      });
    }
  });
}
