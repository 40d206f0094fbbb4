import { createGridFetcher } from './gridFetcher';

describe('grid requests', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('a fetch for new filters cancels the one in flight', async () => {
    const signals: AbortSignal[] = [];
    const fetchJson = jest.fn(
      (_key: string, init?: { signal?: AbortSignal }) =>
        new Promise<never>((_, reject) => {
          signals.push(init!.signal!);
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const fetchGrid = createGridFetcher(fetchJson as never);
    const first = fetchGrid('/a', 'woman|size=38');
    void fetchGrid('/b', 'woman|size=39');
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals[1]!.aborted).toBe(false);
  });

  it('a next page of the same listing does not cancel the previous page', async () => {
    let resolveFirst: (v: unknown) => void = () => {};
    const fetchJson = jest
      .fn()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementationOnce(async () => ({ products: [], productCount: 0 }));
    const fetchGrid = createGridFetcher(fetchJson as never);
    const first = fetchGrid('/p1', 'woman');
    await fetchGrid('/p2', 'woman');
    resolveFirst({ products: [], productCount: 1 });
    await expect(first).resolves.toEqual({ products: [], productCount: 1 });
  });
});
