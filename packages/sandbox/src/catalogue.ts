/**
 * The catalogue's read model. Products, prices and categories only change on
 * reseed, so they are loaded from the database into memory once (and again
 * after a reset). Stock is mirrored in memory too: this process is the only
 * writer of the database, and every stock write calls `refreshStock` right
 * after its transaction commits, so the mirror never disagrees with a
 * committed state (a rolled-back transaction changes neither). Listing 40
 * products then costs no query at all.
 */
import type { Db } from './db';
import { loadPriceHistory, lowestPriorPrice, priorPriceFields } from './priceHistory';
import { localizedInfo, productInfo, type ProductInfo } from './productInfo';
import { EUR_RATE, LANGUAGES, type Language, type MarketId, type Pricelist } from './constants';
import { asNumber, currencyFormat, formatMoney } from './money';
import { colourName, LINES } from './seed/catalogue';

export interface ItemRecord {
  item: string;
  product: string;
  size: string;
  eu: string;
  us: string;
  uk: string;
}

export interface ProductRecord {
  id: string;
  sku: string;
  uri: string;
  gender: string;
  kind: string;
  line: string | null;
  colour: string;
  mainCategory: string;
  markets: number[];
  media: string[];
  videoUrl: string | null;
  isNew: boolean;
  createdDay: number;
  position: number;
  texts: Record<Language, { name: string; description: string; short: string }>;
  items: ItemRecord[];
  prices: Map<number, { price: number; before: number }>;
  /** Per pricelist: the lowest price of the window before the current reduction (see priceHistory.ts). */
  priorLowest: Map<number, number | null>;
  /** Materials, manufacturer and safety notes (see productInfo.ts). */
  info: ProductInfo;
  categoryIds: string[];
  search: Record<Language, string>;
}

export interface CategoryRecord {
  id: string;
  uri: string;
  completeUri: string;
  parent: string | null;
  names: Record<Language, string>;
  sortOrder: number;
  special: boolean;
  startDate: string | null;
  endDate: string | null;
  market: number | null;
  products: string[];
  children: CategoryRecord[];
}

export interface StockRow {
  item: string;
  market: number;
  warehouse: string;
  quantity: number;
}

export interface RequestContext {
  lang: Language;
  market: MarketId;
  pricelist: Pricelist;
  /** Absolute base URL for media links. */
  mediaBase: string;
}

/** Lower case, accents removed: "Mocasín" → "mocasin". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export const FILTER_FIELDS = ['var_color', 'size', 'line', 'price_band'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type FilterSelection = Partial<Record<FilterField, string[]>>;

/** Price band limits in EUR; converted into the pricelist's currency. */
const PRICE_BAND_LIMITS_EUR = [100, 150, 200];

export class Catalogue {
  products = new Map<string, ProductRecord>();
  byUri = new Map<string, ProductRecord>();
  items = new Map<string, ItemRecord>();
  categories = new Map<string, CategoryRecord>();
  byCompleteUri = new Map<string, CategoryRecord>();
  roots: CategoryRecord[] = [];
  /** Stock rows per item, in warehouse order. */
  private stock = new Map<string, StockRow[]>();
  private itemStockStmt;

  constructor(private db: Db) {
    this.itemStockStmt = db.prepare<[string], StockRow>(
      'SELECT item, market, warehouse, quantity FROM stock WHERE item = ? ORDER BY position',
    );
    this.load();
  }

  /** Serialized product views, valid while their product's stock version is unchanged. */
  private jsonCache = new Map<string, { version: number; json: string }>();
  private stockVersion = new Map<string, number>();

  /** Re-reads the stock of some items after a committed write. */
  refreshStock(items: Iterable<string>): void {
    for (const item of items) {
      this.stock.set(item, this.itemStockStmt.all(item));
      const product = this.items.get(item)?.product;
      if (product) this.stockVersion.set(product, (this.stockVersion.get(product) ?? 0) + 1);
    }
  }

  /** Sets a product's price in a pricelist (minor units) after the database row was written. */
  setPrice(productId: string, pricelist: number, price: number, before: number): void {
    const product = this.products.get(productId);
    product?.prices.set(pricelist, { price, before });
    const history = loadPriceHistory(this.db).get(productId)?.get(pricelist) ?? [];
    product?.priorLowest.set(pricelist, lowestPriorPrice(history));
    this.jsonCache.clear();
  }

  /** A product's URI and the complete URIs of its categories: what a change to it touches in a shop. */
  productTouches(productId: string): { products: string[]; categories: string[] } {
    const product = this.products.get(productId);
    if (!product) return { products: [], categories: [] };
    const categories = product.categoryIds
      .map((id) => this.categories.get(id)?.completeUri)
      .filter((uri): uri is string => Boolean(uri));
    return { products: [product.uri], categories: [...new Set(categories)] };
  }

  /** `productView` as JSON text, cached per language, market, pricelist and stock version. */
  productJson(p: ProductRecord, ctx: RequestContext, detail = true): string {
    const key = `${p.id}|${ctx.lang}|${ctx.market}|${ctx.pricelist.pricelist}|${ctx.mediaBase}|${detail}`;
    const version = this.stockVersion.get(p.id) ?? 0;
    const hit = this.jsonCache.get(key);
    if (hit && hit.version === version) return hit.json;
    const json = JSON.stringify(this.productView(p, ctx, this.stockFor([p.id]), detail));
    this.jsonCache.set(key, { version, json });
    return json;
  }

  load(): void {
    const db = this.db;
    this.products.clear();
    this.byUri.clear();
    this.items.clear();
    this.categories.clear();
    this.byCompleteUri.clear();
    type Row = {
      id: string;
      sku: string;
      uri: string;
      gender: string;
      kind: string;
      line: string | null;
      colour: string;
      main_category: string;
      markets: string;
      media: string;
      video_url: string | null;
      is_new: number;
      created_day: number;
      position: number;
    };
    for (const r of db.prepare<[], Row>('SELECT * FROM product ORDER BY position').all()) {
      const product: ProductRecord = {
        id: r.id,
        sku: r.sku,
        uri: r.uri,
        gender: r.gender,
        kind: r.kind,
        line: r.line,
        colour: r.colour,
        mainCategory: r.main_category,
        markets: JSON.parse(r.markets) as number[],
        media: JSON.parse(r.media) as string[],
        videoUrl: r.video_url,
        isNew: r.is_new === 1,
        createdDay: r.created_day,
        position: r.position,
        texts: {} as ProductRecord['texts'],
        items: [],
        prices: new Map(),
        priorLowest: new Map(),
        info: productInfo(r.kind, r.gender, r.sku),
        categoryIds: [],
        search: {} as ProductRecord['search'],
      };
      this.products.set(product.id, product);
      this.byUri.set(product.uri, product);
    }
    type TextRow = { product: string; lang: Language; name: string; description: string; short_description: string };
    for (const t of db.prepare<[], TextRow>('SELECT * FROM product_text').all()) {
      const p = this.products.get(t.product);
      if (p) p.texts[t.lang] = { name: t.name, description: t.description, short: t.short_description };
    }
    for (const i of db
      .prepare<[], ItemRecord & { position: number }>('SELECT * FROM item ORDER BY product, position')
      .all()) {
      const record = { item: i.item, product: i.product, size: i.size, eu: i.eu, us: i.us, uk: i.uk };
      this.items.set(i.item, record);
      this.products.get(i.product)?.items.push(record);
    }
    for (const pr of db
      .prepare<[], { product: string; pricelist: number; price: number; before: number }>('SELECT * FROM price')
      .all()) {
      this.products.get(pr.product)?.prices.set(pr.pricelist, { price: pr.price, before: pr.before });
    }
    for (const [product, byList] of loadPriceHistory(db)) {
      for (const [pricelist, points] of byList)
        this.products.get(product)?.priorLowest.set(pricelist, lowestPriorPrice(points));
    }
    type CatRow = {
      id: string;
      uri: string;
      complete_uri: string;
      parent: string | null;
      names: string;
      sort_order: number;
      special: number;
      start_date: string | null;
      end_date: string | null;
      market: number | null;
    };
    for (const c of db.prepare<[], CatRow>('SELECT * FROM category').all()) {
      const category: CategoryRecord = {
        id: c.id,
        uri: c.uri,
        completeUri: c.complete_uri,
        parent: c.parent,
        names: JSON.parse(c.names) as Record<Language, string>,
        sortOrder: c.sort_order,
        special: c.special === 1,
        startDate: c.start_date,
        endDate: c.end_date,
        market: c.market,
        products: [],
        children: [],
      };
      this.categories.set(category.id, category);
      this.byCompleteUri.set(category.completeUri, category);
    }
    for (const cp of db
      .prepare<[], { category: string; product: string }>(
        'SELECT category, product FROM category_product ORDER BY category, position',
      )
      .all()) {
      this.categories.get(cp.category)?.products.push(cp.product);
      this.products.get(cp.product)?.categoryIds.push(cp.category);
    }
    this.stock.clear();
    this.jsonCache.clear();
    this.stockVersion.clear();
    for (const row of db
      .prepare<[], StockRow>('SELECT item, market, warehouse, quantity FROM stock ORDER BY item, position')
      .all()) {
      const list = this.stock.get(row.item);
      if (list) list.push(row);
      else this.stock.set(row.item, [row]);
    }
    this.roots = [];
    for (const c of this.categories.values()) {
      if (c.parent) this.categories.get(c.parent)?.children.push(c);
      else this.roots.push(c);
    }
    const bySort = (a: CategoryRecord, b: CategoryRecord) => a.sortOrder - b.sortOrder;
    this.roots.sort(bySort);
    for (const c of this.categories.values()) c.children.sort(bySort);

    for (const p of this.products.values()) {
      for (const lang of LANGUAGES) {
        const categoryNames = p.categoryIds.map((id) => this.categories.get(id)?.names[lang] ?? '');
        const lineName = LINES.find((l) => l.uid === p.line)?.name ?? '';
        p.search[lang] = fold(
          [p.texts[lang]?.name, colourName(p.colour, lang), lineName, p.sku, p.uri, ...categoryNames].join(' '),
        );
      }
    }
  }

  inMarket(p: ProductRecord, market: number): boolean {
    return p.markets.includes(market);
  }

  categoryVisibleInMarket(c: CategoryRecord, market: number): boolean {
    return c.market === null || c.market === market;
  }

  /** Stock rows for the given products, grouped by item. */
  stockFor(productIds: string[]): Map<string, StockRow[]> {
    const byItem = new Map<string, StockRow[]>();
    for (const id of productIds) {
      for (const i of this.products.get(id)?.items ?? []) byItem.set(i.item, this.stock.get(i.item) ?? []);
    }
    return byItem;
  }

  /** Units of an item in stock in a market, over all warehouses. */
  itemStock(item: string, market: number): number {
    let total = 0;
    for (const row of this.stock.get(item) ?? []) if (row.market === market) total += row.quantity;
    return total;
  }

  priceOf(p: ProductRecord, pricelist: number): { price: number; before: number } {
    const price = p.prices.get(pricelist);
    if (!price) throw new Error(`product ${p.id} has no price in pricelist ${pricelist}`);
    return price;
  }

  mainCategory(p: ProductRecord): CategoryRecord | undefined {
    return this.byCompleteUri.get(p.mainCategory);
  }

  /** The Product shape of API.md. */
  productView(p: ProductRecord, ctx: RequestContext, stock: Map<string, StockRow[]>, detail = true) {
    const { lang, market, pricelist } = ctx;
    const currency = pricelist.currency;
    const { price, before } = this.priceOf(p, pricelist.pricelist);
    const main = this.mainCategory(p);
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
        .map((id) => this.categories.get(id))
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

  priceBands(pricelist: Pricelist): { value: string; min: number; max: number }[] {
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
  filterValues(p: ProductRecord, field: FilterField, ctx: RequestContext, stock: Map<string, StockRow[]>): string[] {
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
        const { price } = this.priceOf(p, ctx.pricelist.pricelist);
        const band = this.priceBands(ctx.pricelist).find((b) => price >= b.min && price < b.max);
        return band ? [band.value] : [];
      }
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
