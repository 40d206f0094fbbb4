import { render, screen } from '@testing-library/react';
import { formatPrice } from './formatPrice';
import { Price } from './Price';

// Intl output uses narrow no-break spaces; compare with normal spaces.
const normal = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats an amount in euros the Italian way by default', () => {
    expect(normal(formatPrice(129))).toBe('129,00 €');
  });

  it('follows the locale and currency given', () => {
    expect(normal(formatPrice(1299.5, { locale: 'en-GB', currency: 'GBP' }))).toBe('£1,299.50');
    expect(normal(formatPrice(89, { locale: 'de-DE' }))).toBe('89,00 €');
  });

  it('makes one number format per locale and currency, however many prices it formats', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let i = 0; i < 24; i += 1) formatPrice(100 + i, { currency: 'SEK', locale: 'sv-SE' });
      expect(formatPrice(5, { currency: 'SEK', locale: 'sv-SE' })).toBe(
        new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(5),
      );
      // One for the 25 prices, one for the expectation itself.
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });

  it('refuses a non-finite amount with a clear error', () => {
    expect(() => formatPrice(Number.NaN)).toThrow('Price: amount must be a finite number');
  });
});

describe('Price', () => {
  it('shows the lowest price of the 30 days before a reduction, in the same format, under a discounted price', () => {
    render(
      <Price
        amount={90.3}
        priceBeforeDiscount={129}
        lowestPriorPrice={116.1}
        lowestPriorPriceLabel="Prezzo più basso:"
      />,
    );
    expect(normal(screen.getByText(/^Prezzo più basso:/).textContent)).toBe('Prezzo più basso: 116,10 €');
  });

  it('shows no lowest prior price for a price that is not reduced', () => {
    render(<Price amount={129} lowestPriorPrice={116.1} />);
    expect(screen.queryByText(/Lowest price/)).toBeNull();
  });

  it('shows the price before discount struck through, the price and the discount percent', () => {
    const { container } = render(<Price amount={90.3} priceBeforeDiscount={129} discountPercent={30} locale="it-IT" />);
    expect(normal(container.querySelector('s')!.textContent)).toBe('Original price 129,00 €');
    expect(screen.getByText('-30%')).toBeInTheDocument();
    expect(normal(container.textContent)).toContain('90,30 €');
  });

  it('shows only the price when the price before discount is not higher', () => {
    const { container } = render(<Price amount={129} priceBeforeDiscount={129} discountPercent={0} />);
    expect(container.querySelector('s')).toBeNull();
    expect(normal(container.textContent)).toBe('129,00 €');
  });

  it("uses the app's formatter when given", () => {
    render(<Price amount={10} format={(n) => `EUR ${n}`} />);
    expect(screen.getByText('EUR 10')).toBeInTheDocument();
  });
});
