import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { createStore, StoreProvider } from '../../core/store';
import { defaultAppState, type AppState } from '../../core/store/state';
import type { Language } from '../../lib/locale/constants';
import type { PayLaterResponse } from '../../lib/api';
import { PayLaterMessage, readPayLater } from './PayLaterMessage';

const getJson = jest.fn();
jest.mock('../../lib/api', () => ({
  ...jest.requireActual<typeof import('../../lib/api')>('../../lib/api'),
  getJson: (...args: unknown[]) => getJson(...args),
}));

const providerAnswer: PayLaterResponse = {
  content: {
    nodes: [
      { name: 'TEXT_MAIN', type: 'TEXT', value: 'Paga in 3 rate senza interessi da 43,00 €.' },
      { name: 'ACTION_LEARN_MORE', type: 'ACTION', label: 'Scopri di più', url: 'https://provider.example/pay-in-3' },
    ],
  },
};

function renderMessage(amount: number, currency: string, language: Language = 'it') {
  const base = defaultAppState(language);
  const store = createStore<AppState>({
    ...base,
    country: 'it',
    currentLangCode: language,
    content: { ...base.content, labels: { pay_later: 'Paga in 3 rate senza interessi' } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StoreProvider store={store}>{children}</StoreProvider>
    </SWRConfig>
  );
  return render(<PayLaterMessage amount={amount} currency={currency} />, { wrapper });
}

describe('the pay-later message', () => {
  beforeEach(() => getJson.mockReset());

  it('shows the provider’s message for the grand total, in cents, with its “learn more” link', async () => {
    getJson.mockResolvedValue(providerAnswer);
    renderMessage(129, 'EUR');
    expect(await screen.findByText(/Paga in 3 rate senza interessi da 43,00 €\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri di più' })).toHaveAttribute(
      'href',
      'https://provider.example/pay-in-3',
    );
    const asked = new URL(String(getJson.mock.calls[0]?.[0]), 'http://shop.test').searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      url: 'paylater/message',
      placement_key: 'credit-promotion-badge',
      locale: 'it-IT',
      purchase_amount: '12900',
    });
  });

  it.each([
    ['a total in another currency', 1290, 'SEK', 'it'],
    ['another language', 129, 'EUR', 'en'],
    ['an empty total', 0, 'EUR', 'it'],
  ] as const)('shows nothing, and asks nothing, for %s', async (_case, amount, currency, language) => {
    const { container } = renderMessage(amount, currency, language);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(getJson).not.toHaveBeenCalled();
  });

  it('falls back to the shop’s own line when the provider cannot answer, and logs why', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getJson.mockRejectedValue(new Error('503'));
    renderMessage(129, 'EUR');
    expect(await screen.findByText('Paga in 3 rate senza interessi')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[cart] the pay-later message could not be loaded:', expect.any(Error));
    error.mockRestore();
  });
});

describe('reading the provider’s answer', () => {
  it('keeps a “learn more” link only over https', () => {
    const answer = (url: string): PayLaterResponse => ({
      content: { nodes: [providerAnswer.content.nodes[0]!, { ...providerAnswer.content.nodes[1]!, url }] },
    });
    expect(readPayLater(answer('javascript:alert(1)'))?.learnMore).toBeNull();
    expect(readPayLater(answer('http://provider.example'))?.learnMore).toBeNull();
    expect(readPayLater(answer('https://provider.example'))?.learnMore).toEqual({
      label: 'Scopri di più',
      url: 'https://provider.example',
    });
  });

  it('is no message without a main text', () => {
    expect(readPayLater({ content: { nodes: [] } })).toBeNull();
    expect(readPayLater({ content: { nodes: [{ name: 'TEXT_MAIN', type: 'TEXT', value: '  ' }] } })).toBeNull();
  });
});
