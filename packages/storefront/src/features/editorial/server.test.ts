/**
 * @jest-environment node
 */
import * as prismic from '@prismicio/client';
import type { GetStaticPropsContext } from 'next';
import { PARTIAL_REVALIDATE_S, withPartialContentPeriod } from '../../core/content/cachePeriod';
import type { ContentClient } from '../../lib/content/client';
import { parseLocale } from '../../lib/locale/locale';
import { getAllOfType, loadSliceContext } from './server';

const call = jest.fn();
jest.mock('../../lib/api/server', () => ({ getProxy: () => ({ call }) }));
jest.mock('../../core/content/server', () => ({ sharedContentMayBePartial: () => false }));

const locale = parseLocale('it-it')!;
const context: GetStaticPropsContext = { params: { locale: 'it-it' } };
const rail = (id: string, category: string) => ({
  id,
  slice_type: 'product_rail',
  primary: { category_uri: category },
  items: [],
});
const clientFailing = (error: Error) =>
  ({ getAllByType: async () => Promise.reject(error) }) as unknown as ContentClient;

/** A page's getStaticProps that loads what the function gives, cached for a minute when whole. */
const page = (load: () => Promise<unknown>) =>
  withPartialContentPeriod(async () => ({ props: { loaded: await load() }, revalidate: 60 }));

describe('an editorial page whose parts cannot all be loaded', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    jest.restoreAllMocks();
    call.mockReset();
  });

  it('renders without a rail whose back-end failed, and is rendered again within seconds', async () => {
    call.mockResolvedValue({ status: 503, data: {} });
    const result = await page(() => loadSliceContext([rail('r1', 'woman')], locale, clientFailing(new Error('x'))))(
      context,
    );
    expect(result).toEqual({
      props: { loaded: expect.objectContaining({ products: { r1: [] } }) },
      revalidate: PARTIAL_REVALIDATE_S,
    });
  });

  it('keeps its period when a rail is empty because the editors named a category that does not exist', async () => {
    call.mockResolvedValue({ status: 404, data: {} });
    const result = await page(() => loadSliceContext([rail('r1', 'nowhere')], locale, clientFailing(new Error('x'))))(
      context,
    );
    expect(result).toEqual({ props: { loaded: expect.objectContaining({ products: { r1: [] } }) }, revalidate: 60 });
  });

  it('renders without a list the content service could not give, and is rendered again within seconds', async () => {
    const result = await page(() => getAllOfType(clientFailing(new Error('503')), 'blog_article', locale))(context);
    expect(result).toEqual({ props: { loaded: [] }, revalidate: PARTIAL_REVALIDATE_S });
  });

  it('keeps its period when the list has no documents of that type at all', async () => {
    const notFound = new prismic.NotFoundError('none', 'https://example.invalid', undefined);
    const result = await page(() => getAllOfType(clientFailing(notFound), 'blog_article', locale))(context);
    expect(result).toEqual({ props: { loaded: [] }, revalidate: 60 });
  });
});
