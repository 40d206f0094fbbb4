/** A product as the commerce API shows it, in a request's language, market and pricelist. */
import type { CatalogueLookup, CategoryRecord, ProductRecord, RequestContext, StockRow } from './catalogueRecords';
import { asNumber, currencyFormat, formatMoney } from './money';
import { priorPriceFields } from './priceHistory';
import { localizedInfo } from './productInfo';
import { colourName } from './seed/attributes';

/** The Product shape of API.md. */
export function productView(
  catalogue: CatalogueLookup,
  p: ProductRecord,
  ctx: RequestContext,
  stock: Map<string, StockRow[]>,
  detail = true,
) {
  const { lang, market, pricelist } = ctx;
  const currency = pricelist.currency;
  const { price, before } = catalogue.priceOf(p, pricelist.pricelist);
  const main = catalogue.mainCategory(p);
  const text = p.texts[lang];
  const items = p.items.map((i) => {
    const rows = stock.get(i.item) ?? [];
    const stockByMarket: Record<string, number> = {};
    for (const r of rows) stockByMarket[String(r.market)] = (stockByMarket[String(r.market)] ?? 0) + r.quantity;
    const inMarket = rows.filter((r) => r.market === market);
    const total = stockByMarket[String(market)] ?? 0;
    return {
      item: i.item,
      sizeId: i.size,
      name: i.size,
      sku: `${p.sku}-${i.size}`,
      eu: i.eu,
      us: i.us,
      uk: i.uk,
      stock: total > 0 ? 'yes' : 'no',
      stockQuantity: inMarket[0]?.quantity ?? 0,
      stockByMarket,
      // Per-warehouse rows only in detail answers (product page, several products, cart): they would double a grid page.
      ...(detail
        ? { warehouses: rows.map((r) => ({ warehouse: r.warehouse, market: r.market, stock: r.quantity })) }
        : {}),
    };
  });
  const media = (width: number) =>
    p.media.map((file) => `${ctx.mediaBase}/media/${file.replace(/-\d+\.webp$/, `-${width}.webp`)}`);
  return {
    product: p.id,
    sku: p.sku,
    uri: p.uri,
    name: text.name,
    description: text.description,
    shortDescription: text.short,
    gender: p.gender,
    kind: p.kind,
    line: p.line,
    var_color: p.colour,
    colorName: colourName(p.colour, lang),
    categoryUri: p.mainCategory,
    categoryName: main?.names[lang] ?? '',
    categories: p.categoryIds
      .map((id) => catalogue.categories.get(id))
      .filter((c): c is CategoryRecord => c !== undefined)
      .map((c) => ({ category: c.id, uri: c.uri, completeUri: c.completeUri, name: c.names[lang] })),
    price: formatMoney(price, currency),
    priceAsNumber: asNumber(price),
    priceBeforeDiscount: formatMoney(before, currency),
    priceBeforeDiscountAsNumber: asNumber(before),
    discountPercent: before > price ? Math.round((1 - price / before) * 100) : 0,
    showAsOnSale: before > price,
    // Shown beside a reduced price only: the lowest price of the 30 days before the reduction.
    ...priorPriceFields(before > price ? (p.priorLowest.get(pricelist.pricelist) ?? null) : null, currency),
    showAsNew: p.isNew,
    currency,
    currencyFormat: currencyFormat(currency),
    media: { standard: media(800), big: media(1600) },
    pr_video_url: p.videoUrl,
    tableMappings: Object.fromEntries(p.items.map((i) => [i.size, { eu: i.eu, us: i.us, uk: i.uk }])),
    items,
    available: items.some((i) => i.stock === 'yes'),
    markets: p.markets,
    ...(detail ? { productInformation: localizedInfo(p.info, lang) } : {}),
  };
}
