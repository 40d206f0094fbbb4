import { showListingView } from './listingUrl';

const router = (pathname: string, query: Record<string, string>) => ({
  pathname,
  query,
  push: jest.fn((..._args: unknown[]) => Promise.resolve(true)),
  replace: jest.fn((..._args: unknown[]) => Promise.resolve(true)),
});

describe('a listing view in the URL', () => {
  it('shows the filters on the category’s public address, through the cached view’s own route', () => {
    const r = router('/[locale]/shop/view/[view]/[category]', { locale: 'it-it', view: 'v1', category: 'woman' });
    showListingView(r, 'woman', 'push', { size: '38' });
    expect(r.push).toHaveBeenCalledWith(
      {
        pathname: '/[locale]/shop/view/[view]/[category]',
        query: { locale: 'it-it', view: 'v1', category: 'woman', size: '38' },
      },
      '/it-it/shop/woman?size=38',
      { shallow: true, scroll: false },
    );
  });

  it('keeps the page count with "load more" in place of the current entry, and a line’s route has no category', () => {
    const r = router('/[locale]/shop/line/[id]', { locale: 'it-it', id: 'sunny-side' });
    showListingView(r, 'lines/sunny-side', 'replace', { page: '2' });
    expect(r.replace).toHaveBeenCalledWith(
      { pathname: '/[locale]/shop/line/[id]', query: { locale: 'it-it', id: 'sunny-side', page: '2' } },
      '/it-it/shop/lines/sunny-side?page=2',
      { shallow: true, scroll: false },
    );
  });

  it('drops the query when no filter is left', () => {
    const r = router('/[locale]/shop/[category]', { locale: 'it-it', category: 'woman', size: '38' });
    showListingView(r, 'woman', 'push', {});
    expect(r.push.mock.calls[0]?.[1]).toBe('/it-it/shop/woman');
  });
});
