/**
 * Reads the catalogue from the database into the read model's maps: products
 * with their texts, items, prices and prior lowest prices, categories as a
 * tree, stock rows per item, and each product's folded search text per
 * language.
 */
import type { CategoryRecord, ItemRecord, ProductRecord, StockRow } from './catalogueRecords';
import { LANGUAGES, type Language } from './constants';
import type { Db } from './db';
import { loadPriceHistory, lowestPriorPrice } from './priceHistory';
import { productInfo } from './productInfo';
import { colourName, LINES } from './seed/attributes';
import { fold } from './textFold';

/** The maps the catalogue keeps in memory; loading clears and refills them in place. */
export interface CatalogueMaps {
  products: Map<string, ProductRecord>;
  byUri: Map<string, ProductRecord>;
  items: Map<string, ItemRecord>;
  categories: Map<string, CategoryRecord>;
  byCompleteUri: Map<string, CategoryRecord>;
  /** Stock rows per item, in warehouse order. */
  stock: Map<string, StockRow[]>;
}

/** Fills `maps` from the database and answers the top categories, in sort order. */
export function loadCatalogue(db: Db, maps: CatalogueMaps): CategoryRecord[] {
  maps.products.clear();
  maps.byUri.clear();
  maps.items.clear();
  maps.categories.clear();
  maps.byCompleteUri.clear();
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
    maps.products.set(product.id, product);
    maps.byUri.set(product.uri, product);
  }
  type TextRow = { product: string; lang: Language; name: string; description: string; short_description: string };
  for (const t of db.prepare<[], TextRow>('SELECT * FROM product_text').all()) {
    const p = maps.products.get(t.product);
    if (p) p.texts[t.lang] = { name: t.name, description: t.description, short: t.short_description };
  }
  for (const i of db
    .prepare<[], ItemRecord & { position: number }>('SELECT * FROM item ORDER BY product, position')
    .all()) {
    const record = { item: i.item, product: i.product, size: i.size, eu: i.eu, us: i.us, uk: i.uk };
    maps.items.set(i.item, record);
    maps.products.get(i.product)?.items.push(record);
  }
  for (const pr of db
    .prepare<[], { product: string; pricelist: number; price: number; before: number }>('SELECT * FROM price')
    .all()) {
    maps.products.get(pr.product)?.prices.set(pr.pricelist, { price: pr.price, before: pr.before });
  }
  for (const [product, byList] of loadPriceHistory(db)) {
    for (const [pricelist, points] of byList)
      maps.products.get(product)?.priorLowest.set(pricelist, lowestPriorPrice(points));
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
    maps.categories.set(category.id, category);
    maps.byCompleteUri.set(category.completeUri, category);
  }
  for (const cp of db
    .prepare<[], { category: string; product: string }>(
      'SELECT category, product FROM category_product ORDER BY category, position',
    )
    .all()) {
    maps.categories.get(cp.category)?.products.push(cp.product);
    maps.products.get(cp.product)?.categoryIds.push(cp.category);
  }
  maps.stock.clear();
  for (const row of db
    .prepare<[], StockRow>('SELECT item, market, warehouse, quantity FROM stock ORDER BY item, position')
    .all()) {
    const list = maps.stock.get(row.item);
    if (list) list.push(row);
    else maps.stock.set(row.item, [row]);
  }
  const roots: CategoryRecord[] = [];
  for (const c of maps.categories.values()) {
    if (c.parent) maps.categories.get(c.parent)?.children.push(c);
    else roots.push(c);
  }
  const bySort = (a: CategoryRecord, b: CategoryRecord) => a.sortOrder - b.sortOrder;
  roots.sort(bySort);
  for (const c of maps.categories.values()) c.children.sort(bySort);

  for (const p of maps.products.values()) {
    for (const lang of LANGUAGES) {
      const categoryNames = p.categoryIds.map((id) => maps.categories.get(id)?.names[lang] ?? '');
      const lineName = LINES.find((l) => l.uid === p.line)?.name ?? '';
      p.search[lang] = fold(
        [p.texts[lang]?.name, colourName(p.colour, lang), lineName, p.sku, p.uri, ...categoryNames].join(' '),
      );
    }
  }
  return roots;
}
