/**
 * Size exchanges for self-service returns (returns.ts records the return): a
 * line's resolution (a refund, or an exchange for another size of the same
 * product in stock in the order's market) and the sizes an order's lines can
 * be exchanged for. The return itself is recorded by `POST checkout/returns`.
 */
import type { Catalogue } from '../catalogue';
import { HttpError } from '../http';

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/** A size a line can be exchanged for, with its EU, US and UK names. */
export interface ExchangeSize {
  item: string;
  size: string;
  eu: string;
  us: string;
  uk: string;
}

/** The other sizes of `item`'s product with stock in `market`, in the catalogue's size order. */
export function exchangeSizes(catalogue: Catalogue, item: string, market: number): ExchangeSize[] {
  const record = catalogue.items.get(item);
  const product = record ? catalogue.products.get(record.product) : undefined;
  if (!product) return [];
  return product.items
    .filter((i) => i.item !== item && catalogue.itemStock(i.item, market) > 0)
    .map((i) => ({ item: i.item, size: i.size, eu: i.eu, us: i.us, uk: i.uk }));
}

/**
 * A return line's `resolution` and `exchangeItem`, checked: a refund by default;
 * an exchange names another size of the same product that is in stock.
 */
export function parseResolution(
  raw: Record<string, unknown>,
  bought: { item: string },
  catalogue: Catalogue,
  market: number,
  index: number,
): { resolution: ReturnResolution; exchangeItem?: string; exchangeSize?: string } {
  const resolution = raw.resolution ?? 'refund';
  if (resolution === 'refund') {
    if (raw.exchangeItem !== undefined)
      throw new HttpError(400, { [`lines.${index}.exchangeItem`]: 'only with an exchange' });
    return { resolution };
  }
  if (resolution !== 'exchange')
    throw new HttpError(400, { [`lines.${index}.resolution`]: `must be ${RETURN_RESOLUTIONS.join(' or ')}` });
  const wanted = typeof raw.exchangeItem === 'string' ? raw.exchangeItem : '';
  if (!wanted) throw new HttpError(400, { [`lines.${index}.exchangeItem`]: 'required' });
  const size = exchangeSizes(catalogue, bought.item, market).find((s) => s.item === wanted);
  if (!size) throw new HttpError(400, { [`lines.${index}.exchangeItem`]: 'not another size of this product in stock' });
  return { resolution, exchangeItem: size.item, exchangeSize: size.size };
}
