/** The listing filters: their fields, each product's values for them, the price bands and the order of sizes. */
import type { CatalogueLookup, ProductRecord, RequestContext, StockRow } from './catalogueRecords';
import { EUR_RATE, type Pricelist } from './constants';

export const FILTER_FIELDS = ['var_color', 'size', 'line', 'price_band'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterSelection = Partial<Record<FilterField, string[]>>;

/** Price band limits in EUR; converted into the pricelist's currency. */
const PRICE_BAND_LIMITS_EUR = [100, 150, 200];

export function priceBands(pricelist: Pricelist): { value: string; min: number; max: number }[] {
  // Converted and rounded to a round number in the local currency.
  const rate = EUR_RATE[pricelist.currency] ?? 1;
  const limits = PRICE_BAND_LIMITS_EUR.map((eur) => (rate === 1 ? eur : Math.round((eur * rate) / 50) * 50));
  const bands: { value: string; min: number; max: number }[] = [];
  let lo = 0;
  for (const hi of limits) {
    bands.push({ value: `${lo}-${hi}`, min: lo * 100, max: hi * 100 });
    lo = hi;
  }
  bands.push({ value: `${lo}+`, min: lo * 100, max: Number.POSITIVE_INFINITY });
  return bands;
}

/** The value of a filter field for a product (size: the sizes in stock in the market). */
export function filterValues(
  catalogue: Pick<CatalogueLookup, 'priceOf'>,
  p: ProductRecord,
  field: FilterField,
  ctx: RequestContext,
  stock: Map<string, StockRow[]>,
): string[] {
  switch (field) {
    case 'var_color':
      return [p.colour];
    case 'line':
      return p.line ? [p.line] : [];
    case 'size':
      return p.items
        .filter((i) => (stock.get(i.item) ?? []).some((r) => r.market === ctx.market && r.quantity > 0))
        .map((i) => i.size);
    case 'price_band': {
      const { price } = catalogue.priceOf(p, ctx.pricelist.pricelist);
      const band = priceBands(ctx.pricelist).find((b) => price >= b.min && price < b.max);
      return band ? [band.value] : [];
    }
  }
}

export function compareSizes(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  const order = ['XS', 'S', 'M', 'L', 'XL', 'U'];
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  if (ia >= 0 && ib >= 0) return ia - ib;
  return a.localeCompare(b);
}
