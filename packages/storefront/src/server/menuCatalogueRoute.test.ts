/**
 * @jest-environment node
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { emptySharedContent } from '../core/content/types';

const getSharedContent = jest.fn();
jest.mock('../core/content/server', () => ({ getSharedContent: (...args: unknown[]) => getSharedContent(...args) }));
const previewSharedContent = jest.fn();
jest.mock('../features/editorial/previewLines', () => ({
  previewSharedContent: (...args: unknown[]) => previewSharedContent(...args),
}));

import { parseCookie } from 'cookie';
import { MENU_CATALOGUE_CACHE_CONTROL, menuCatalogueRoute } from './menuCatalogueRoute';

function call(query: Record<string, string>, { method = 'GET', cookie }: { method?: string; cookie?: string } = {}) {
  const res = {
    statusCode: 0,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
      return this;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  // Next parses the Cookie header into req.cookies.
  const req = { method, query, cookies: cookie ? parseCookie(cookie) : {} } as unknown as NextApiRequest;
  return menuCatalogueRoute(req, res as unknown as NextApiResponse).then(() => res);
}

const shared = {
  ...emptySharedContent('it'),
  labels: { cart: 'Carrello' },
  categories: [
    {
      category: '1',
      uri: 'woman',
      completeUri: 'woman',
      name: 'Woman',
      localized: { it: { name: 'Donna' } },
      sortOrder: 1,
      special: false,
      start_date: null,
      end_date: null,
      products: ['1001'],
      categories: [],
    },
  ],
  lines: [{ line_uid: 'vespa', uid: 'vespa', lang: 'it-it', line_title: 'Vespa', line_description: 'long' }],
};

describe('the menus’ catalogue', () => {
  beforeEach(() => {
    getSharedContent.mockReset().mockResolvedValue(shared);
    previewSharedContent.mockReset();
  });

  it('answers what the menus read for a language, cacheable by anyone', async () => {
    const res = await call({ lang: 'it' });
    expect(getSharedContent).toHaveBeenCalledWith('it');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(MENU_CATALOGUE_CACHE_CONTROL);
    expect(res.body).toEqual({
      sections: [],
      playImage: null,
      categories: [{ uri: 'woman', completeUri: 'woman', name: 'Donna', categories: [] }],
      categoryPages: [],
      lines: [{ line_uid: 'vespa', line_title: 'Vespa', image: null }],
    });
  });

  it('in a content preview, answers the preview’s lines and lets nobody store them', async () => {
    previewSharedContent.mockResolvedValue({ ...shared, lines: [{ line_uid: 'draft', line_title: 'Bozza' }] });
    const res = await call({ lang: 'it' }, { cookie: 'io.prismic.preview=%7B%7D' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((res.body as { lines: unknown[] }).lines).toEqual([{ line_uid: 'draft', line_title: 'Bozza', image: null }]);
  });

  it('refuses a language the shop does not have, and any method but GET', async () => {
    expect((await call({ lang: 'fr' })).statusCode).toBe(400);
    expect((await call({})).statusCode).toBe(400);
    const post = await call({ lang: 'it' }, { method: 'POST' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET');
    expect(getSharedContent).not.toHaveBeenCalled();
  });
});
