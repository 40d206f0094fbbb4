/** Contract tests of vouchers over HTTP: percentage, fixed and free-shipping vouchers, their amounts and their errors. */
import { add, all, sandboxWithEveryProduct, stockOf, type SelectionBody } from './commerceTesting';
import { t } from './testing';

sandboxWithEveryProduct();

describe('vouchers', () => {
  async function cartWorth(minEur: number) {
    const p = all.find((x) => x.priceAsNumber >= minEur && x.items.some((i) => stockOf(i) >= 2));
    const item = p?.items.find((i) => stockOf(i) >= 2);
    const res = await add(undefined, item?.item ?? '');
    return res.body.token as string;
  }

  it('applies a percentage voucher to the items total', async () => {
    const token = await cartWorth(100);
    const res = (
      await t.call('POST', '/commerce/checkout/vouchers', {
        token,
        body: { code: 'POPSOUL10', market: 1, pricelist: 49, lang: 'it' },
      })
    ).body as unknown as SelectionBody;
    const items = res.selection.totals.itemsTotalPriceAsNumber as number;
    expect(res.selection.totals.totalDiscountPriceAsNumber).toBeCloseTo(-items * 0.1);
    expect(res.selection.totals.grandTotalPriceAsNumber).toBeCloseTo(
      items +
        (res.selection.totals.totalDiscountPriceAsNumber as number) +
        (res.selection.totals.shippingPriceAsNumber as number),
    );
    expect(res.selection.discounts.vouchers.map((v) => v.code)).toEqual(['POPSOUL10']);
  });

  it('applies a fixed voucher and free shipping, and removes a voucher', async () => {
    const token = await cartWorth(15);
    const fixed = (await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'passo15' } }))
      .body as unknown as SelectionBody;
    expect(fixed.selection.totals.totalDiscountPriceAsNumber).toBe(-15);
    const free = (await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'FREESHIP' } }))
      .body as unknown as SelectionBody;
    expect(free.selection.totals.shippingPriceAsNumber).toBe(0);
    const removed = await t.call('DELETE', '/commerce/checkout/vouchers', {
      token,
      body: { code: 'PASSO15', remove: true },
    });
    expect((removed.body as unknown as SelectionBody).selection.discounts.vouchers.map((v) => v.code)).toEqual([
      'FREESHIP',
    ]);
    const again = await t.call('DELETE', '/commerce/checkout/vouchers', {
      token,
      body: { code: 'PASSO15', remove: true },
    });
    expect(again.status).toBe(400);
  });

  it('shows per-voucher amounts that add up to the discount, which never exceeds the items (two vouchers)', async () => {
    // A cheap line (socks), so that 10 % plus 15 EUR off is more than the items: the second voucher takes
    // only what the first left, and the amounts shown are the ones the totals use.
    const cheap = all.find((p) => p.priceAsNumber <= 16 && p.items.some((i) => stockOf(i) >= 1));
    const item = cheap?.items.find((i) => stockOf(i) >= 1);
    if (!item) throw new Error('no product of 16 EUR or less in stock');
    const token = (await add(undefined, item.item)).body.token as string;
    await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'POPSOUL10' } });
    const res = (await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code: 'PASSO15' } }))
      .body as unknown as SelectionBody;
    const { totals, discounts } = res.selection;
    const amounts = discounts.vouchers.map((v) => v.amountAsNumber);
    expect(discounts.vouchers.map((v) => v.code)).toEqual(['PASSO15', 'POPSOUL10']);
    expect(amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(totals.totalDiscountPriceAsNumber as number);
    expect(totals.totalDiscountPriceAsNumber).toBeCloseTo(-(totals.itemsTotalPriceAsNumber as number));
    expect(totals.grandTotalPriceAsNumber).toBeCloseTo(totals.shippingPriceAsNumber as number);
  });

  it('refuses unknown, expired and other-market vouchers with errors', async () => {
    const token = await cartWorth(15);
    const cases: [string, string][] = [
      ['NOPE', 'not valid'],
      ['ESTATE2024', 'expired'],
      ['SEGRETO20', 'not valid in this market'],
    ];
    for (const [code, message] of cases) {
      const res = await t.call('POST', '/commerce/checkout/vouchers', { token, body: { code, market: 1 } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ voucher: message });
    }
  });
});
