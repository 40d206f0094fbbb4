import * as prismic from '@prismicio/client';
import { getDocument } from './documents';

const call = jest.fn();
jest.mock('../api/server', () => ({ getProxy: () => ({ call }) }));

const locale = { language: 'it', market: 'it' } as const;
const doc = { id: 'X1', uid: 'neon-night', type: 'moods', lang: 'it-it', data: { title: 'Notte al neon' } };

const failingClient = (error: Error) =>
  ({
    getByUID: jest.fn().mockRejectedValue(error),
    getSingle: jest.fn().mockRejectedValue(error),
  }) as unknown as prismic.Client;

describe('content documents', () => {
  beforeEach(() => {
    call.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("the content proxy's prismic/{type}/{uid} is the fallback when the direct content API fails", async () => {
    call.mockResolvedValue({ status: 200, data: doc });
    const found = await getDocument(failingClient(new Error('fetch failed')), 'moods', 'neon-night', locale);
    expect(found).toEqual(doc);
    expect(call).toHaveBeenCalledWith('content', { url: 'prismic/moods/neon-night', params: { lang: 'it-it' } });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('came from the content proxy'));
  });

  it('a single type is asked of the content proxy by its type', async () => {
    call.mockResolvedValue({ status: 200, data: { ...doc, type: 'shoe_care', uid: null } });
    await getDocument(failingClient(new Error('fetch failed')), 'shoe_care', null, locale);
    expect(call).toHaveBeenCalledWith('content', { url: 'prismic/shoe_care/shoe_care', params: { lang: 'it-it' } });
  });

  it('a document the content API does not have is not asked of the proxy: it does not exist', async () => {
    const notFound = new prismic.NotFoundError('No documents were returned', 'https://x', undefined);
    expect(await getDocument(failingClient(notFound), 'moods', 'nope', locale)).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('when the content proxy fails too, the content API’s error stands', async () => {
    call.mockResolvedValue({ status: 502, data: {} });
    await expect(getDocument(failingClient(new Error('fetch failed')), 'moods', 'x', locale)).rejects.toThrow(
      'fetch failed',
    );
  });
});
