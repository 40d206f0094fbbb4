import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SEARCH_SUGGEST_PAUSE_MS, useSuggestions } from './useSuggestions';

jest.mock('../../core/store/useMarketParams', () => ({
  useMarketParams: () => ({ market: 1, pricelist: 19, lang: 'it' }),
}));

interface Call {
  text: string | null;
  signal: AbortSignal | undefined;
  resolve: (body: unknown) => void;
}
let calls: Call[] = [];

function Box({ text }: { text: string }) {
  const s = useSuggestions(text);
  return <p>{s.isActive ? (s.data ? `${s.data.productCount} for ${text}` : 'waiting') : 'inactive'}</p>;
}

function renderBox(text: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Box text={text} />
    </SWRConfig>,
  );
}

const rerenderBox = (view: ReturnType<typeof render>, text: string) =>
  view.rerender(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Box text={text} />
    </SWRConfig>,
  );

async function pause(ms = SEARCH_SUGGEST_PAUSE_MS) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('suggestions while typing', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    calls = [];
    global.fetch = jest.fn((url: string, init?: RequestInit) => {
      return new Promise((resolve, reject) => {
        const call: Call = {
          text: new URL(url, 'http://shop').searchParams.get('text'),
          signal: init?.signal ?? undefined,
          resolve: (body) =>
            resolve({ ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) }),
        };
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        calls.push(call);
      });
    }) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('asks nothing under three characters', async () => {
    renderBox('sn');
    await pause(1_000);
    expect(calls).toHaveLength(0);
    expect(screen.getByText('inactive')).toBeInTheDocument();
  });

  it('asks nothing for a text with a control character', async () => {
    renderBox('sne\taker');
    await pause(1_000);
    expect(calls).toHaveLength(0);
  });

  it('asks once typing pauses, not at every keystroke', async () => {
    const view = renderBox('sne');
    await pause(SEARCH_SUGGEST_PAUSE_MS - 50);
    rerenderBox(view, 'snea');
    await pause(SEARCH_SUGGEST_PAUSE_MS - 50);
    expect(calls).toHaveLength(0);
    await pause(50);
    expect(calls.map((c) => c.text)).toEqual(['snea']);
    await act(async () => calls[0]?.resolve({ productCount: 9, products: [] }));
    expect(await screen.findByText('9 for snea')).toBeInTheDocument();
  });

  it('cancels the request in flight at the next keystroke', async () => {
    const view = renderBox('sne');
    await pause();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    rerenderBox(view, 'snea');
    expect(calls[0]?.signal?.aborted).toBe(true);
    await pause();
    expect(calls.map((c) => c.text)).toEqual(['sne', 'snea']);
    expect(calls[1]?.signal?.aborted).toBe(false);
  });
});
