import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bootstrapData, BOOTSTRAP_LOADER_PATH, externalizeBootstrap, scriptSafeJson } from './externalBootstrap';

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
  it('replaces the inline bootstrap with its data and the deferred loader, in the same place', () => {
    const html = renderToStaticMarkup(
      createElement('div', null, externalizeBootstrap([inline, chunk, data], manifest, '/[locale]')),
    );
    expect(html).not.toContain('push()');
    const order = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(order).toEqual([
      ' id="__PASSO_BOOTSTRAP__" type="application/json"',
      ` src="${BOOTSTRAP_LOADER_PATH}" defer=""`,
      ' src="/_next/static/chunks/home.js" defer=""',
      ' id="__NEXT_DATA__" type="application/json"',
    ]);
    // Data that could close the element is escaped.
    expect(html).not.toContain('</script>.js');
  });

  it('pushes the app’s parameters, then the page’s, as the inline script did', () => {
    expect(bootstrapData(manifest, '/[locale]')).toEqual({
      global: 'TURBOPACK',
      params: [manifest.pagesChunkGroupBootstrapParams['/_app'], manifest.pagesChunkGroupBootstrapParams['/[locale]']],
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

  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.lang = '';
    delete (globalThis as unknown as { TURBOPACK?: unknown[] }).TURBOPACK;
    jest.restoreAllMocks();
  });

  it('pushes the page data’s parameters onto the runtime’s queue, after what is already there', () => {
    (globalThis as unknown as { TURBOPACK: unknown[] }).TURBOPACK = ['earlier'];
    document.body.innerHTML = `<script id="__PASSO_BOOTSTRAP__" type="application/json">${scriptSafeJson(
      bootstrapData(manifest, '/[locale]'),
    )}</script>`;
    run();
    expect(queue()).toEqual([
      'earlier',
      manifest.pagesChunkGroupBootstrapParams['/_app'],
      manifest.pagesChunkGroupBootstrapParams['/[locale]'],
    ]);
  });

  it('loads the page language’s locale data in its own task, before the page’s scripts need it', () => {
    const warm = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    document.documentElement.lang = 'de';
    run();
    expect(warm).toHaveBeenCalledWith(['de']);
    expect(queue()).toBeUndefined();
  });

  it('stops at nothing when the lang attribute is not a locale', () => {
    document.documentElement.lang = 'not a locale!';
    expect(run).not.toThrow();
  });
});
