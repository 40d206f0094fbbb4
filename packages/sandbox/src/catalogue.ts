/**
 * The catalogue's read model. Products, prices and categories only change on
 * reseed, so they are loaded from the database into memory once (and again
 * after a reset). Stock is mirrored in memory too: this process is the only
 * writer of the database, and every stock write calls `refreshStock` right
 * after its transaction commits, so the mirror never disagrees with a
 * committed state (a rolled-back transaction changes neither). Listing 40
 * products then costs no query at all.
 */
import type {
  CatalogueLookup,
  CategoryRecord,
  ItemRecord,
  ProductRecord,
  RequestContext,
  StockRow,
} from './catalogueRecords';
import { loadCatalogue } from './catalogueLoad';
import type { Db } from './db';
import { loadPriceHistory, lowestPriorPrice } from './priceHistory';
import { productView } from './productView';

export class Catalogue implements CatalogueLookup {
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
    const json = JSON.stringify(productView(this, p, ctx, this.stockFor([p.id]), detail));
    this.jsonCache.set(key, { version, json });
    return json;
  }

  load(): void {
    this.roots = loadCatalogue(this.db, {
      products: this.products,
      byUri: this.byUri,
      items: this.items,
      categories: this.categories,
      byCompleteUri: this.byCompleteUri,
      stock: this.stock,
    });
    this.jsonCache.clear();
    this.stockVersion.clear();
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
}
