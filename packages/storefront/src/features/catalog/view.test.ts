/** @jest-environment node */
import { cachedViewPath, INVALID_VIEW_SEGMENT } from './viewRewrite';
import { campaignToken, DEFAULT_VIEW, parseViewSegment, viewFromQuery, viewQuery, viewSegment } from './view';

const q = (s: string) => new URLSearchParams(s);
const TOKEN = 'abc123';

describe('page cache views (query canonicalisation)', () => {
  it('serves the default view from the public route: no filter, one page, the default market', () => {
    expect(viewFromQuery(q(''), { campaign: false, kind: 'listing' })).toBeNull();
    expect(viewFromQuery(q('utm_source=x&sort=price&page=1'), { campaign: false, kind: 'listing' })).toBeNull();
    expect(viewFromQuery(q('page=abc'), { campaign: false, kind: 'listing' })).toBeNull();
  });

  it('gives the same view segment for the same filters in any order, repeated or with duplicates', () => {
    const a = viewFromQuery(q('size=39,38&var_color=paprika&page=2'), { campaign: false, kind: 'listing' });
    const b = viewFromQuery(q('page=2&var_color=paprika&size=38&size=39&size=38&foo=1'), {
      campaign: false,
      kind: 'listing',
    });
    expect(a).not.toBeNull();
    expect(a).toEqual(b);
    expect(viewSegment(a as never, TOKEN)).toBe('p2~cpaprika~s38,39');
  });

  it('refuses a filter value the catalogue cannot have and a view too long to cache', () => {
    expect(viewFromQuery(q('size=<script>'), { campaign: false, kind: 'listing' })).toBe('invalid');
    // A value longer than any filter value is dropped, as the listing always did.
    expect(viewFromQuery(q(`var_color=${'x'.repeat(2000)}`), { campaign: false, kind: 'listing' })).toBeNull();
    const many = Array.from({ length: 30 }, (_, i) => `colour-${i}`).join(',');
    expect(viewFromQuery(q(`var_color=${many}`), { campaign: false, kind: 'listing' })).toBe('invalid');
  });

  it("gives the secret campaign's visitors their own view of every page, products included", () => {
    expect(viewFromQuery(q(''), { campaign: true, kind: 'product' })).toEqual({ ...DEFAULT_VIEW, marketId: 3 });
    expect(viewFromQuery(q('size=38'), { campaign: false, kind: 'product' })).toBeNull();
    const view = viewFromQuery(q('size=38'), { campaign: true, kind: 'listing' });
    expect(viewSegment(view as never, TOKEN)).toBe('m3.abc123~s38');
  });

  it('reads back only canonical segments, and the campaign market only with the right token', () => {
    const view = { marketId: 3, pages: 2, filters: { size: ['38', '39'], line: ['sunny-side'] } };
    const segment = viewSegment(view, TOKEN);
    expect(parseViewSegment(segment, TOKEN)).toEqual(view);
    expect(parseViewSegment(segment, 'other')).toBeNull();
    expect(parseViewSegment('s39,38', TOKEN)).toBeNull();
    expect(parseViewSegment('p1', TOKEN)).toBeNull();
    expect(parseViewSegment('x1', TOKEN)).toBeNull();
    expect(parseViewSegment(INVALID_VIEW_SEGMENT, TOKEN)).toBeNull();
    expect(parseViewSegment('default', TOKEN)).toEqual(DEFAULT_VIEW);
    expect(viewQuery(view)).toEqual({ size: '38,39', line: 'sunny-side', page: '2' });
  });

  it('derives a stable 16-character campaign token from the secret', async () => {
    const token = await campaignToken('s3cret');
    expect(token).toMatch(/^[0-9a-f]{16}$/);
    expect(await campaignToken('s3cret')).toBe(token);
    expect(await campaignToken('other')).not.toBe(token);
  });
});

describe('the request proxy rewrites query-dependent catalogue views to their cached route', () => {
  const opts = { campaign: false, campaignToken: TOKEN };
  it('leaves the default view and every other page on their public route', () => {
    expect(cachedViewPath('/it-it/shop/woman', q('utm=1'), opts)).toBeNull();
    expect(cachedViewPath('/it-it/shop/product/aurora', q('size=38'), opts)).toBeNull();
    expect(cachedViewPath('/it-it/shop/search-results', q('keyword=aurora&page=2'), opts)).toBeNull();
    expect(cachedViewPath('/it-it/discover/blog', q('page=2'), opts)).toBeNull();
  });

  it('rewrites a filtered or paged category, subcategory or line to its view', () => {
    expect(cachedViewPath('/it-it/shop/woman', q('size=38&page=2'), opts)).toBe('/it-it/shop/view/p2~s38/woman');
    expect(cachedViewPath('/en-se/shop/woman/new-collection', q('var_color=blue'), opts)).toBe(
      '/en-se/shop/view/cblue/woman/new-collection',
    );
    expect(cachedViewPath('/it-it/shop/line/sunny-side', q('page=3'), opts)).toBe(
      '/it-it/shop/view/p3/line/sunny-side',
    );
  });

  it("rewrites the campaign's visitors to the market-3 view, products included", () => {
    const campaign = { campaign: true, campaignToken: TOKEN };
    expect(cachedViewPath('/it-it/shop/woman', q(''), campaign)).toBe('/it-it/shop/view/m3.abc123/woman');
    expect(cachedViewPath('/it-it/shop/product/aurora', q(''), campaign)).toBe(
      '/it-it/shop/view/m3.abc123/product/aurora',
    );
  });

  it('sends an invalid filter to a view no route accepts (404)', () => {
    expect(cachedViewPath('/it-it/shop/woman', q('size=%3Cx%3E'), opts)).toBe(
      `/it-it/shop/view/${INVALID_VIEW_SEGMENT}/woman`,
    );
  });
});
