import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  bootstrapData,
  BOOTSTRAP_DATA_ID,
  BOOTSTRAP_LOADER_PATH,
  externalizeBootstrap,
  scriptSafeJson,
} from './externalBootstrap';

const manifest = {
  chunkLoadingGlobal: 'TURBOPACK',
  pagesChunkGroupBootstrapParams: {
    '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] },
    '/[locale]': { otherChunks: ['static/chunks/home.js', 'static/chunks/</script>.js'], runtimeModuleIds: [2] },
  },
};

const inline = createElement('script', { key: 'boot', dangerouslySetInnerHTML: { __html: 'push()' } });
const chunk = createElement('script', { key: 'chunk', src: '/_next/static/chunks/home.js', defer: true });
const data = createElement('script', {
  key: 'data',
  id: '__NEXT_DATA__',
  type: 'application/json',
  dangerouslySetInnerHTML: { __html: '{}' },
});

describe('externalizeBootstrap', () => {
  it('replaces the inline bootstrap with its data and the deferred loader, every deferred script listed in that data, in order', () => {
    const polyfills = createElement('script', { key: 'polyfills', src: '/polyfills.js', noModule: true });
    const slice = createElement('script', { key: 'slice', src: '/_next/static/chunks/slice.js', defer: true });
    const html = renderToStaticMarkup(
      createElement('div', null, externalizeBootstrap([polyfills, slice, inline, chunk, data], manifest, '/[locale]')),
    );
    expect(html).not.toContain('push()');
    const order = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(order).toEqual([
      ' src="/polyfills.js" noModule=""',
      ` id="${BOOTSTRAP_DATA_ID}" type="application/json"`,
      ` src="${BOOTSTRAP_LOADER_PATH}" defer=""`,
      ' id="__NEXT_DATA__" type="application/json"',
    ]);
    const listed = new RegExp(`id="${BOOTSTRAP_DATA_ID}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? 'null';
    expect((JSON.parse(listed) as { scripts: string[] }).scripts).toEqual([
      '/_next/static/chunks/slice.js',
      '/_next/static/chunks/home.js',
    ]);
    // Data that could close the element is escaped.
    expect(html).not.toContain('</script>.js');
  });

  it('pushes the app’s parameters, then the page’s, as the inline script did', () => {
    expect(bootstrapData(manifest, '/[locale]')).toEqual({
      global: 'TURBOPACK',
      params: [manifest.pagesChunkGroupBootstrapParams['/_app'], manifest.pagesChunkGroupBootstrapParams['/[locale]']],
      scripts: [],
    });
    expect(JSON.parse(scriptSafeJson({ a: '</script>&' }))).toEqual({ a: '</script>&' });
  });

  it('leaves a build without a bootstrap (webpack) as it is', () => {
    expect(externalizeBootstrap([inline, chunk], {}, '/[locale]')).toEqual([inline, chunk]);
  });
});

describe('the loader, public/scripts/bootstrap.js', () => {
  const source = readFileSync(join(__dirname, '../../../public', BOOTSTRAP_LOADER_PATH), 'utf8');
  const run = () => new Function(source)() as void;
  const queue = () => (globalThis as unknown as { TURBOPACK?: unknown[] }).TURBOPACK;
  /** Puts the page's bootstrap data (with these scripts) at the end of the body, as the document writes it. */
  const writeData = (scripts?: string[]) =>
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script id="${BOOTSTRAP_DATA_ID}" type="application/json">${scriptSafeJson(
        bootstrapData(manifest, '/[locale]', scripts),
      )}</script>`,
    );

  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = '';
    delete (globalThis as unknown as { TURBOPACK?: unknown[] }).TURBOPACK;
    jest.restoreAllMocks();
  });

  it('pushes the page data’s parameters onto the runtime’s queue, after what is already there', () => {
    (globalThis as unknown as { TURBOPACK: unknown[] }).TURBOPACK = ['earlier'];
    writeData();
    run();
    expect(queue()).toEqual([
      'earlier',
      manifest.pagesChunkGroupBootstrapParams['/_app'],
      manifest.pagesChunkGroupBootstrapParams['/[locale]'],
    ]);
  });

  describe('the page’s scripts', () => {
    const listed = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/page.js'];
    const added = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
    const page = () => {
      writeData(listed);
      run();
    };
    let readyState: jest.SpyInstance;

    beforeEach(() => {
      jest.useFakeTimers();
      readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    });
    afterEach(() => {
      dispatchEvent(new Event('load'));
      jest.runOnlyPendingTimers();
      jest.useRealTimers();
      document.head.innerHTML = '';
    });

    it('are added once the page has loaded and its high-priority pictures are painted, in order, to run in that order', async () => {
      let decoded = () => {};
      const picture = document.createElement('img');
      picture.setAttribute('fetchpriority', 'high');
      picture.decode = () => new Promise<void>((resolve) => (decoded = resolve));
      document.body.append(picture);
      page();
      dispatchEvent(new Event('load'));
      await jest.advanceTimersByTimeAsync(100);
      expect(added()).toEqual([]);
      decoded();
      await jest.advanceTimersByTimeAsync(100);
      expect(added().map((script) => script.getAttribute('src'))).toEqual(listed);
      expect(added().every((script) => !script.async)).toBe(true);
    });

    it('are added at the shopper’s first press or key, before the load, and only once', async () => {
      page();
      dispatchEvent(new Event('keydown'));
      expect(added()).toHaveLength(2);
      dispatchEvent(new Event('load'));
      dispatchEvent(new Event('pointerdown'));
      await jest.advanceTimersByTimeAsync(5_000);
      expect(added()).toHaveLength(2);
    });

    it('are added after three seconds when the load is slower', () => {
      page();
      jest.advanceTimersByTime(2_900);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(100);
      expect(added()).toHaveLength(2);
    });

    it('are added at once when the page has already loaded', () => {
      readyState.mockReturnValue('complete');
      page();
      expect(added()).toHaveLength(2);
    });
  });

  it('loads the page language’s locale data in a task of its own, before the page’s scripts need it', () => {
    jest.useFakeTimers();
    try {
      const warm = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
      document.documentElement.lang = 'de';
      run();
      expect(warm).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(warm).toHaveBeenCalledWith(['de']);
      expect(queue()).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops at nothing when the lang attribute is not a locale', () => {
    jest.useFakeTimers();
    try {
      document.documentElement.lang = 'not a locale!';
      run();
      expect(() => jest.advanceTimersByTime(0)).not.toThrow();
    } finally {
      jest.useRealTimers();
    }
  });
});
