import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { isRight } from 'fp-ts/lib/Either';
import { PathReporter } from 'io-ts/lib/PathReporter';
import { CustomType, SharedSlice } from '@prismicio/types-internal/lib/customtypes';
import { SharedSliceContent } from '@prismicio/types-internal/lib/content';
import type { Content, SharedSlice as ApiSlice } from '@prismicio/client';
import type { SliceComponentType } from '@prismicio/react';
import { components } from './index';
import MarqueeSlice from './Marquee';
import HeroSlice from './Hero';
import { renderMocks } from './mocks';
import { sampleArticles, sampleProducts } from './fixtures';
import type { SliceContext } from './context';

const library = __dirname;
const root = join(library, '..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const sliceDirs = readdirSync(library, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(library, entry.name, 'model.json')))
  .map((entry) => entry.name);
const customTypeDirs = readdirSync(join(root, 'customtypes'));

interface Model {
  id: string;
  name: string;
  variations: { id: string }[];
}

const byId = Object.fromEntries(
  sliceDirs.map((dir) => {
    const model = readJson(join(library, dir, 'model.json')) as Model;
    return [model.id, { dir, model, mocks: readJson(join(library, dir, 'mocks.json')) }];
  }),
);

describe('the slice library', () => {
  it('has every slice the editorial pages are composed from', () => {
    expect(Object.keys(byId).sort()).toEqual(
      [
        'blog_list',
        'campaign_grid',
        'contact_block',
        'cta_banner',
        'faq_chapter',
        'faq_list',
        'gallery',
        'hero',
        'image_with_text',
        'line_showcase',
        'marquee',
        'menu_section',
        'newsletter_block',
        'product_rail',
        'quote',
        'rich_text',
        'video',
      ].sort(),
    );
  });

  it('indexes a component for every slice model and nothing else', () => {
    expect(Object.keys(components).sort()).toEqual(Object.keys(byId).sort());
  });
});

describe.each(sliceDirs)('slice %s', (dir) => {
  const model = readJson(join(library, dir, 'model.json')) as Model;
  const mocks = readJson(join(library, dir, 'mocks.json')) as unknown[];

  it('model.json is a valid Slice Machine shared slice model', () => {
    const result = SharedSlice.decode(model);
    expect(PathReporter.report(result)).toEqual(['No errors!']);
    expect(isRight(result)).toBe(true);
  });

  it('mocks.json holds valid slice content with a mock for every variation', () => {
    for (const mock of mocks) expect(PathReporter.report(SharedSliceContent.decode(mock))).toEqual(['No errors!']);
    const mocked = new Set(mocks.map((mock) => (mock as { variation: string }).variation));
    expect(model.variations.map((variation) => variation.id).filter((id) => !mocked.has(id))).toEqual([]);
  });

  it('renders every mock through its component without error', async () => {
    const slices = renderMocks(model, mocks);
    // The index loads each slice lazily (next/dynamic), so the slice's own module is rendered here.
    const Component = ((await import(`./${dir}`)) as { default: SliceComponentType<ApiSlice, SliceContext> }).default;
    const context: SliceContext = {
      products: Object.fromEntries(slices.map((slice) => [slice.id, sampleProducts])),
      articles: Object.fromEntries(slices.map((slice) => [slice.id, sampleArticles])),
      language: 'en',
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      slices.forEach((slice, index) => {
        const { container, unmount } = render(
          <Component slice={slice} index={index} slices={slices} context={context} />,
        );
        const section = container.querySelector(`[data-slice-type="${model.id}"]`);
        expect(section).not.toBeNull();
        expect(section?.getAttribute('data-slice-variation')).toBe(slice.variation);
        expect(section?.textContent?.trim().length).toBeGreaterThan(0);
        unmount();
      });
      // React reports render problems (bad keys, invalid DOM nesting) through console.error.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe.each(customTypeDirs)('custom type %s', (dir) => {
  const model = readJson(join(root, 'customtypes', dir, 'index.json')) as {
    id: string;
    json: Record<string, Record<string, { type: string; config?: { choices?: Record<string, unknown> } }>>;
  };

  it('index.json is a valid Slice Machine custom type', () => {
    expect(PathReporter.report(CustomType.decode(model))).toEqual(['No errors!']);
    expect(model.id).toBe(dir);
  });

  it('offers only slices that exist in the library', () => {
    const choices = Object.values(model.json)
      .flatMap((tab) => Object.values(tab))
      .filter((field) => field.type === 'Slices')
      .flatMap((field) => Object.keys(field.config?.choices ?? {}));
    expect(choices.filter((choice) => !(choice in byId))).toEqual([]);
  });
});

describe('slice images', () => {
  const { ResponsiveImage, imageWidths } = jest.requireActual<typeof import('./parts')>('./parts');

  it('offer the spec’s widths below the image’s own, then its own width, never an upscale', () => {
    expect(imageWidths(1200)).toEqual([350, 450, 800, 1000, 1200]);
    expect(imageWidths(2400)).toEqual([350, 450, 800, 1000, 1250, 1500, 1750, 1920, 2400]);
    expect(imageWidths(undefined)).toEqual([350, 450, 800, 1000, 1250, 1500, 1750, 1920]);
  });

  it('give a content image a srcset of resized versions and the sizes it is shown at', () => {
    const { getByRole } = render(
      <ResponsiveImage
        url="http://127.0.0.1:4010/content-images/hero.webp"
        alt="A red sneaker"
        width={1600}
        height={900}
        sizes="(min-width: 1024px) 50vw, 100vw"
      />,
    );
    const img = getByRole('img', { name: 'A red sneaker' });
    expect(img.getAttribute('srcset')).toBe(
      [350, 450, 800, 1000, 1250, 1500, 1600]
        .map((w) => `http://127.0.0.1:4010/content-images/hero.webp?width=${w} ${w}w`)
        .join(', '),
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(img).toHaveAttribute('width', '1600');
  });

  it('load the first image of a page eagerly at high priority, and the others lazily at the browser’s', () => {
    const { getByRole } = render(
      <>
        <ResponsiveImage url="http://127.0.0.1:4010/content-images/hero.webp" alt="First" width={1600} priority />
        <ResponsiveImage url="http://127.0.0.1:4010/content-images/next.webp" alt="Second" width={1600} />
      </>,
    );
    expect(getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
    expect(getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
    expect(getByRole('img', { name: 'Second' })).toHaveAttribute('loading', 'lazy');
    expect(getByRole('img', { name: 'Second' })).not.toHaveAttribute('fetchpriority');
  });

  it('leave an inline image (data: URL) as it is: there is nothing to resize', () => {
    const { getByRole } = render(<ResponsiveImage url="data:image/svg+xml;utf8,%3Csvg%2F%3E" alt="Swatch" />);
    expect(getByRole('img', { name: 'Swatch' })).not.toHaveAttribute('srcset');
  });
});

describe('the marquee slice', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('runs at the spec’s slower marquee speed, 1.8 (the header ticker keeps 10)', () => {
    jest.useFakeTimers();
    // One copy of the phrases is 360 px wide: at speed 1.8 (18 px/s) a loop takes 20 s; at 10, 3.6 s.
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(360);
    const { model, mocks } = byId.marquee!;
    const [slice] = renderMocks<Content.MarqueeSlice>(model, mocks);
    const { container } = render(<MarqueeSlice slice={slice!} index={0} slices={[slice!]} context={{}} />);
    act(() => {
      jest.advanceTimersByTime(600);
    });
    const track = container.querySelector('[data-running]') as HTMLElement;
    expect(track.style.animationDuration).toBe('20000ms');
  });
});

describe('slice media that fail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('an image load error is logged (warning) and leaves a box named as the image, no broken-image icon', () => {
    const { ResponsiveImage } = jest.requireActual<typeof import('./parts')>('./parts');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, getByRole } = render(
      <ResponsiveImage
        url="http://127.0.0.1:4010/content-images/gone.webp"
        alt="A red sneaker"
        width={1600}
        height={900}
      />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(getByRole('img', { name: 'A red sneaker' })).toHaveAttribute('data-failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[image] could not load'));
  });

  it('a blocked video autoplay of the hero is logged (warning), the video stays on its poster', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('play() is not allowed', 'NotAllowedError'));
    const { model, mocks } = byId.hero!;
    const slice = renderMocks<Content.HeroSlice>(model, mocks).find((s) => s.variation === 'video')!;
    const { container } = render(<HeroSlice slice={slice} index={0} slices={[slice]} context={{}} />);
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('[video] autoplay was blocked'), expect.anything()),
    );
  });
});
