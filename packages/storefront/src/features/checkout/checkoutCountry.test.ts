import { api, type MarketParams, type SelectionResponse } from '../../lib/api';
import { changeCheckoutCountry } from './checkoutCountry';

jest.mock('../../lib/api', () => ({
  ...jest.requireActual('../../lib/api'),
  api: { syncSelectionMarket: jest.fn(), updatePaymentFields: jest.fn() },
}));

const mocked = {
  syncSelectionMarket: jest.mocked(api.syncSelectionMarket),
  updatePaymentFields: jest.mocked(api.updatePaymentFields),
};
const ITALY: MarketParams = { market: 1, pricelist: 49, lang: 'it' };
const answer = (currency: string) => ({ selection: { currency } }) as unknown as SelectionResponse;
const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );

beforeEach(() => {
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
  jest.clearAllMocks();
  mocked.syncSelectionMarket.mockResolvedValue(answer('SEK'));
  mocked.updatePaymentFields.mockResolvedValue(answer('SEK'));
});

describe('changing the shipping country in the checkout', () => {
  it('to a country on another price list stores the choice like every other country switch', async () => {
    const replaceSelection = jest.fn().mockResolvedValue(undefined);
    const result = await changeCheckoutCountry({
      country: 'SE',
      billingCountry: 'SE',
      locale: 'it-it',
      market: ITALY,
      replaceSelection,
    });
    expect(cookies()).toMatchObject({ country: 'SE', market: 'se', lang: 'it' });
    expect(mocked.syncSelectionMarket).toHaveBeenCalledWith({ market: 1, pricelist: 61, lang: 'it' });
    expect(replaceSelection).toHaveBeenCalledWith(answer('SEK'), { market: 1, pricelist: 61, lang: 'it' });
    expect(result).toEqual({ path: '/it-se/checkout', currency: 'SEK' });
  });

  it('keeps the secret campaign market while it moves the cart to the new price list', async () => {
    await changeCheckoutCountry({
      country: 'SE',
      billingCountry: 'SE',
      locale: 'it-it',
      market: { ...ITALY, market: 3 },
      replaceSelection: jest.fn().mockResolvedValue(undefined),
    });
    expect(mocked.syncSelectionMarket).toHaveBeenCalledWith({ market: 3, pricelist: 61, lang: 'it' });
  });

  it('within the same price list updates the totals only: no market switch, nothing stored, the page stays', async () => {
    mocked.updatePaymentFields.mockResolvedValue(answer('EUR'));
    const replaceSelection = jest.fn().mockResolvedValue(undefined);
    const result = await changeCheckoutCountry({
      country: 'SM',
      billingCountry: 'IT',
      locale: 'it-it',
      market: ITALY,
      replaceSelection,
    });
    expect(mocked.syncSelectionMarket).not.toHaveBeenCalled();
    expect(mocked.updatePaymentFields).toHaveBeenCalledWith({
      lang: 'it',
      shipping: { country: 'SM' },
      billing: { country: 'IT' },
    });
    expect(replaceSelection).toHaveBeenCalledWith(answer('EUR'), ITALY);
    expect(cookies()).toEqual({});
    expect(result).toEqual({ path: null, currency: 'EUR' });
  });
});
