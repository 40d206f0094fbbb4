/** The Prismic API subset, previews, the content proxy and the general service, through the real @prismicio/client. */
import * as prismic from '@prismicio/client';
import sharp from 'sharp';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_DIR } from './config';
import { startTestSandbox, type TestSandbox } from './testing';

const SPEC_LABELS = [
  'newsletter_not_all_fields_fill_out',
  'server_generic_error',
  'empty_cart',
  'shipping_not_available',
  'we_do_not_ship_to_your_country',
];
const FAQ_KEYS = [
  'shipments',
  'payments',
  'orders',
  'returns_and_refunds',
  'credit_card',
  'visa_mastercard',
  'wallet',
  'paypal_apple_google',
  'online_banking',
  'sofort',
  'open_invoice',
  'klarna',
  'caring',
];
const LINE_FIELDS = [
  'line_title',
  'line_intro',
  'line_intro_image',
  'line_description',
  'line_description_image',
  'line_details_title',
  'line_details_text',
  'line_details_image_1',
  'line_details_image_2',
  'line_seo_title',
  'line_seo_description',
];
const LANGS = ['it-it', 'es-es', 'de-de', 'en-gb'];

let t: TestSandbox;
let contentDir: string;
let client: prismic.Client;

beforeAll(async () => {
  // A copy of content/ with a blog article, so the blog proxy has something to list.
  contentDir = mkdtempSync(join(tmpdir(), 'passo-content-'));
  cpSync(join(REPO_DIR, 'content'), contentDir, { recursive: true });
  // The blog test owns its articles: drop the editorial ones so counters are known.
  for (const lang of ['it-it', 'es-es', 'de-de', 'en-gb']) {
    rmSync(join(contentDir, lang, 'blog_article'), { recursive: true, force: true });
  }
  mkdirSync(join(contentDir, 'en-gb/blog_article'), { recursive: true });
  writeFileSync(
    join(contentDir, 'en-gb/blog_article/summer-collab.json'),
    JSON.stringify({
      uid: 'summer-collab',
      type: 'blog_article',
      lang: 'en-gb',
      tags: ['collabs', 'events'],
      data: {
        title: 'A summer collab',
        excerpt: [{ type: 'paragraph', text: 'Hello', spans: [] }],
        publication_date: '2026-06-01',
        slices: [{ slice_type: 'text' }],
      },
    }),
  );
  t = await startTestSandbox({ contentDir });
  // The client warns that an endpoint outside prismic.io names no repository: expected here.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  client = prismic.createClient(`${t.url}/prismic/api/v2`, { fetch });
});
afterAll(async () => {
  await t.stop();
  rmSync(contentDir, { recursive: true, force: true });
});

describe('Prismic API v2 with @prismicio/client', () => {
  it('reads the repository with its master ref and the four languages', async () => {
    const repo = await client.getRepository();
    expect(repo.refs.find((r) => r.isMasterRef)?.ref).toBeTruthy();
    expect(repo.languages.map((l) => l.id)).toEqual(LANGS);
  });

  it.each(LANGS)('getSingle labels in %s has every label the spec names', async (lang) => {
    const doc = await client.getSingle('labels', { lang });
    const keys = (doc.data.labels as { key: string; text: string }[]).map((l) => l.key);
    expect(keys).toEqual(expect.arrayContaining(SPEC_LABELS));
    const country = (doc.data.labels as { key: string; text: string }[]).find(
      (l) => l.key === 'we_do_not_ship_to_your_country',
    );
    expect(country?.text).toContain('$your_country');
    expect(doc.lang).toBe(lang);
    expect(doc.alternate_languages).toHaveLength(3);
  });

  it('every language has the same label keys, FAQ chapters and documents', async () => {
    const all = await client.dangerouslyGetAll({ lang: '*' });
    const shared = (lang: string) =>
      all
        .filter((d) => d.lang === lang && d.type !== 'blog_article')
        .map((d) => `${d.type}/${d.uid ?? ''}`)
        .sort();
    expect(shared('it-it').length).toBeGreaterThan(30);
    for (const lang of LANGS) expect(shared(lang)).toEqual(shared('it-it'));
    const labelKeys = await Promise.all(
      LANGS.map(async (lang) =>
        ((await client.getSingle('labels', { lang })).data.labels as { key: string }[]).map((l) => l.key),
      ),
    );
    for (const keys of labelKeys) expect(keys).toEqual(labelKeys[0]);
    for (const lang of LANGS) {
      const faq = await client.getSingle('list-faq', { lang });
      expect((faq.data.slices as { primary: { key_text: string } }[]).map((s) => s.primary.key_text)).toEqual(FAQ_KEYS);
    }
  });

  it('getByUID reads a line with every line_* field', async () => {
    const line = await client.getByUID('list-lines', 'mambo', { lang: 'de-de' });
    for (const field of LINE_FIELDS) expect(line.data[field]).toBeTruthy();
    expect((line.data.line_intro_image as { url: string }).url).toBe(`${t.url}/content-images/line-mambo-intro.webp`);
  });

  it('getAllByType and getByType page through the categories pages', async () => {
    const all = await client.getAllByType('categories-pages', { lang: 'it-it' });
    expect(all.length).toBeGreaterThan(10);
    const page2 = await client.getByType('categories-pages', { lang: 'it-it', pageSize: 5, page: 2 });
    expect(page2.page).toBe(2);
    expect(page2.results).toHaveLength(5);
    expect(page2.total_results_size).toBe(all.length);
    expect(page2.total_pages).toBe(Math.ceil(all.length / 5));
    expect(page2.results.map((d) => d.id)).toEqual(all.slice(5, 10).map((d) => d.id));
  });

  it('get with filters at, any, in and orderings', async () => {
    const moods = await client.get({
      filters: [
        prismic.filter.at('document.type', 'moods'),
        prismic.filter.any('my.moods.uid', ['neon-night', 'piazza-pop']),
      ],
      lang: '*',
      orderings: [{ field: 'my.moods.uid', direction: 'desc' }],
    });
    expect(moods.total_results_size).toBe(8);
    expect(moods.results[0]?.uid).toBe('piazza-pop');
    const ids = moods.results.slice(0, 2).map((d) => d.id);
    const byIds = await client.get({ filters: [prismic.filter.in('document.id', ids)], lang: '*' });
    expect(byIds.results.map((d) => d.id).sort()).toEqual([...ids].sort());
    const tagged = await client.get({ filters: [prismic.filter.at('document.tags', ['line'])], lang: 'es-es' });
    expect(tagged.total_results_size).toBe(6);
  });

  it('answers a malformed query with a parsing error', async () => {
    const res = await t.call(
      'GET',
      `/prismic/api/v2/documents/search?ref=${(await client.getMasterRef()).ref}&q=${encodeURIComponent('[[at(document.type')}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('parsing-error');
  });

  it('retries an unknown ref on the master ref, as Prismic tells it to', async () => {
    const doc = await client.getSingle('website_ticker', { lang: 'en-gb', ref: 'no-such-ref' });
    expect((doc.data.phrases as { phrase: string }[])[0]?.phrase).not.toMatch(/^Preview/);
  });
});

describe('preview', () => {
  it('a preview ref sees drafts; the master ref does not', async () => {
    const { body } = await t.call('POST', '/prismic/preview');
    const ref = body.ref as string;
    const draft = await client.getSingle('website_ticker', { lang: 'en-gb', ref });
    expect((draft.data.phrases as { phrase: string }[])[0]?.phrase).toMatch(/^Preview/);
    const published = await client.getSingle('website_ticker', { lang: 'en-gb' });
    expect((published.data.phrases as { phrase: string }[])[0]?.phrase).not.toMatch(/^Preview/);
    expect(draft.id).toBe(published.id);
  });

  it('redirects like Prismic’s toolbar, and resolvePreviewURL finds the document with the token', async () => {
    const ticker = await client.getSingle('website_ticker', { lang: 'en-gb' });
    const res = await t.call('GET', `/prismic/preview?documentId=${ticker.id}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:3000/api/preview');
    expect(location.searchParams.get('documentId')).toBe(ticker.id);
    const url = await client.resolvePreviewURL({
      documentID: ticker.id,
      previewToken: location.searchParams.get('token') ?? '',
      defaultURL: '/',
      linkResolver: (doc) => `/${doc.lang}/${doc.type}`,
    });
    expect(url).toBe('/en-gb/website_ticker');
  });

  it('refuses a preview of an unknown document', async () => {
    expect((await t.call('GET', '/prismic/preview?documentId=nope')).status).toBe(404);
  });
});

describe('content proxy', () => {
  it('serves a document by type and uid, and 404 for an unknown one', async () => {
    const doc = await t.call('GET', '/content/prismic/moods/neon-night?lang=es');
    expect(doc.body).toEqual(expect.objectContaining({ type: 'moods', uid: 'neon-night', lang: 'es-es' }));
    const missing = await t.call('GET', '/content/prismic/moods/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual({ uid: 'not found' });
  });

  it('lists blog articles with tag counters, without slices when excerpt_only', async () => {
    const res = await t.call('GET', '/content/prismic/blog?excerpt_only&lang=en-gb');
    expect(res.body.tags).toEqual({ all: 1, players: 0, collabs: 1, objects: 0, events: 1 });
    const [article] = res.body.articles as { uid: string; data: Record<string, unknown> }[];
    expect(article?.uid).toBe('summer-collab');
    expect(article?.data).not.toHaveProperty('slices');
  });

  it('serves content images and refuses paths outside the folder', async () => {
    const res = await fetch(`${t.url}/content-images/line-mambo-intro.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${t.url}/content-images/..%2Fen-gb`)).status).toBe(404);
  });

  it('resizes a content image to the width asked for (imgix `w` or `width`), never enlarging it', async () => {
    const original = await fetch(`${t.url}/content-images/line-mambo-intro.webp`);
    const originalWidth = (await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width ?? 0;
    const small = await fetch(`${t.url}/content-images/line-mambo-intro.webp?w=350&auto=format`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const smallBytes = Buffer.from(await small.arrayBuffer());
    expect((await sharp(smallBytes).metadata()).width).toBe(350);
    expect(smallBytes.length).toBeLessThan(Number(original.headers.get('content-length')));
    const huge = await fetch(`${t.url}/content-images/line-mambo-intro.webp?width=4000`);
    expect((await sharp(Buffer.from(await huge.arrayBuffer())).metadata()).width).toBe(originalWidth);
  });

  it('refuses a width that is not a whole number of pixels', async () => {
    for (const w of ['0', '-5', '12.5', 'wide', '99999']) {
      const res = await fetch(`${t.url}/content-images/line-mambo-intro.webp?w=${w}`);
      expect(res.status).toBe(400);
    }
  });
});

describe('general service', () => {
  it.each([
    ['203.0.113.7', { name: '日本', country: 'JP', pricelist: 54, market: 1 }],
    ['198.51.100.9', { name: 'United States', country: 'US', pricelist: 54, market: 1 }],
    ['192.0.2.44', { name: 'Deutschland', country: 'DE', pricelist: 52, market: 1 }],
    ['100.64.1.2', { name: 'Sverige', country: 'SE', pricelist: 61, market: 1 }],
    ['10.0.0.8', { name: 'Italia', country: 'IT', pricelist: 49, market: 1 }],
  ])('user/ip resolves x-forwarded-for %s', async (ip, expected) => {
    const res = await t.call('GET', '/general/user/ip', { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } });
    expect(res.body).toEqual(expected);
  });

  it('user/ip reads x-real-ip when there is no x-forwarded-for', async () => {
    const res = await t.call('GET', '/general/user/ip', { headers: { 'x-real-ip': '192.0.2.1' } });
    expect(res.body.country).toBe('DE');
  });

  it('user/ip gives unknown addresses the configured default country', async () => {
    const fr = await startTestSandbox({ defaultCountry: 'FR' });
    try {
      const res = await fr.call('GET', '/general/user/ip', { headers: { 'x-forwarded-for': '8.8.8.8' } });
      expect(res.body).toEqual({ name: 'France', country: 'FR', pricelist: 52, market: 1 });
    } finally {
      await fr.stop();
    }
  });

  it('search/lines and search/quicklinks come from the content', async () => {
    const lines = await t.call('GET', '/general/search/lines?language=de');
    expect((lines.body.lines as { line_uid: string }[]).map((l) => l.line_uid).sort()).toEqual([
      'dolce-vita',
      'mambo',
      'riviera',
      'soul-train',
      'sunny-side',
      'vespa',
    ]);
    const links = await t.call('GET', '/general/search/quicklinks?lang=es');
    expect((links.body.quicklinks as { to: string; label: string }[])[0]).toEqual({
      to: '/shop/woman/new-collection',
      label: 'Nueva colección mujer',
    });
  });
});
