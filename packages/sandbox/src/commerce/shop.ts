/** Catalogue reads: category listings with filters, search, uri lookup, several products, categories. */
import type { Catalogue } from '../catalogue';
import {
  compareSizes,
  FILTER_FIELDS,
  filterValues,
  priceBands,
  type FilterField,
  type FilterSelection,
} from '../catalogueFilters';
import type { CategoryRecord, ProductRecord, RequestContext } from '../catalogueRecords';
import { productView } from '../productView';
import { fold } from '../textFold';
import { PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX, type Language } from '../constants';
import { HttpError, RawJson } from '../http';
import { searchText } from './suggestions';
import { intParam } from './validate';

const SORTS = ['default', 'price_asc', 'price_desc', 'newest'] as const;

export function readFilters(query: URLSearchParams): FilterSelection {
  const selection: FilterSelection = {};
  for (const field of FILTER_FIELDS) {
    const values = query
      .getAll(field)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.some((v) => v.length > 40)) throw new HttpError(400, { [field]: 'value too long' });
    if (values.length > 0) selection[field] = [...new Set(values)];
  }
  return selection;
}

function paging(query: URLSearchParams) {
  return {
    offset: intParam(query.get('offset'), 'offset', 0, 1_000_000, 0),
    limit: intParam(query.get('items_per_page'), 'items_per_page', 1, PRODUCT_PAGE_SIZE_MAX, PRODUCT_PAGE_SIZE_DEFAULT),
  };
}

export class Shop {
  constructor(private catalogue: Catalogue) {}

  findCategory(idOrUri: string | null): CategoryRecord {
    if (!idOrUri) throw new HttpError(400, { category_id: 'required' });
    const category =
      this.catalogue.categories.get(idOrUri) ?? this.catalogue.byCompleteUri.get(idOrUri.replace(/^\/+|\/+$/g, ''));
    if (!category) throw new HttpError(404, { category_id: 'not found' });
    return category;
  }

  private sort(products: ProductRecord[], sort: string, ctx: RequestContext): ProductRecord[] {
    if (sort === 'default') return products;
    const price = (p: ProductRecord) => this.catalogue.priceOf(p, ctx.pricelist.pricelist).price;
    const sorted = [...products];
    if (sort === 'price_asc') sorted.sort((a, b) => price(a) - price(b) || a.position - b.position);
    else if (sort === 'price_desc') sorted.sort((a, b) => price(b) - price(a) || a.position - b.position);
    else sorted.sort((a, b) => b.createdDay - a.createdDay || a.position - b.position);
    return sorted;
  }

  /** `checkout/products`: a page of a category, filtered; or its filters only. */
  products(query: URLSearchParams, ctx: RequestContext) {
    const type = query.get('type') ?? 'category';
    if (type !== 'category') throw new HttpError(400, { type: 'must be category' });
    const category = this.findCategory(query.get('category_id') ?? query.get('category'));
    if (!this.catalogue.categoryVisibleInMarket(category, ctx.market))
      throw new HttpError(404, { category_id: 'not found' });
    const sort = query.get('sort') ?? 'default';
    if (!(SORTS as readonly string[]).includes(sort))
      throw new HttpError(400, { sort: `must be one of ${SORTS.join(', ')}` });
    const { offset, limit } = paging(query);
    const selected = readFilters(query);
    const inMarket = category.products
      .map((id) => this.catalogue.products.get(id))
      .filter((p): p is ProductRecord => p !== undefined && this.catalogue.inMarket(p, ctx.market));
    const filtersOnly = isFlag(query, 'filters_only');
    const withFilters = filtersOnly || isFlag(query, 'in_filters');
    // Filter values are only worked out when something filters or asks for the filters.
    const needValues = withFilters || Object.keys(selected).length > 0;
    const stock = needValues ? this.catalogue.stockFor(inMarket.map((p) => p.id)) : new Map();
    const values = new Map<ProductRecord, Record<FilterField, string[]>>();
    if (needValues) {
      for (const p of inMarket) {
        values.set(
          p,
          Object.fromEntries(FILTER_FIELDS.map((f) => [f, filterValues(this.catalogue, p, f, ctx, stock)])) as Record<
            FilterField,
            string[]
          >,
        );
      }
    }
    const matches = (p: ProductRecord, except?: FilterField) =>
      FILTER_FIELDS.every((f) => {
        const wanted = selected[f];
        if (f === except || !wanted || wanted.length === 0) return true;
        return (values.get(p)?.[f] ?? []).some((v) => wanted.includes(v));
      });

    const filters = withFilters
      ? FILTER_FIELDS.map((field) => {
          const counts = new Map<string, number>();
          for (const p of inMarket) for (const v of values.get(p)?.[field] ?? []) counts.set(v, counts.get(v) ?? 0);
          for (const p of inMarket) {
            if (!matches(p, field)) continue;
            for (const v of values.get(p)?.[field] ?? []) counts.set(v, (counts.get(v) ?? 0) + 1);
          }
          let list = [...counts.entries()].map(([value, count]) => ({
            value,
            count,
            checked: selected[field]?.includes(value) ?? false,
          }));
          if (field === 'size') list = list.sort((a, b) => compareSizes(a.value, b.value));
          else if (field === 'price_band') {
            const order = priceBands(ctx.pricelist).map((b) => b.value);
            list = list.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
          } else list = list.sort((a, b) => a.value.localeCompare(b.value));
          return { field, values: list };
        })
      : undefined;
    if (filtersOnly) return { filters };

    const filtered = this.sort(
      inMarket.filter((p) => matches(p)),
      sort,
      ctx,
    );
    const page = filtered.slice(offset, offset + limit);
    return {
      products: RawJson.array(page.map((p) => this.catalogue.productJson(p, ctx, false))),
      productCount: filtered.length,
      ...(filters ? { filters } : {}),
    };
  }

  /** `checkout/search`: every word must appear in name, colour, line, categories or sku. */
  search(query: URLSearchParams, ctx: RequestContext) {
    const text = searchText(query);
    const { offset, limit } = paging(query);
    const words = fold(text).split(/\s+/).filter(Boolean);
    const found = [...this.catalogue.products.values()].filter(
      (p) => this.catalogue.inMarket(p, ctx.market) && words.every((w) => p.search[ctx.lang].includes(w)),
    );
    const page = found.slice(offset, offset + limit);
    return {
      products: RawJson.array(page.map((p) => this.catalogue.productJson(p, ctx, false))),
      productCount: found.length,
    };
  }

  /** `checkout/uri`: a product (or a category) by its uri. */
  uri(query: URLSearchParams, ctx: RequestContext) {
    const uri = (query.get('uri') ?? '').replace(/^\/+|\/+$/g, '');
    if (!uri) throw new HttpError(400, { uri: 'required' });
    const kind = query.get('for') ?? 'product';
    if (kind === 'category') {
      const category = this.catalogue.byCompleteUri.get(uri);
      if (!category || !this.catalogue.categoryVisibleInMarket(category, ctx.market))
        throw new HttpError(404, { uri: 'not found' });
      const products = category.products
        .map((id) => this.catalogue.products.get(id))
        .filter((p): p is ProductRecord => p !== undefined && this.catalogue.inMarket(p, ctx.market));
      const stock = this.catalogue.stockFor(products.map((p) => p.id));
      return {
        found: 'category',
        data: {
          category: this.categoryView(category, ctx.lang, ctx.market),
          products: products.map((p) => productView(this.catalogue, p, ctx, stock)),
        },
      };
    }
    if (kind !== 'product') throw new HttpError(400, { for: 'must be product or category' });
    // The last segment is the product's uri, so /shop/product/<uri> and woman/sneakers/<uri> both work.
    const product = this.catalogue.byUri.get(uri.split('/').pop() ?? '');
    if (!product || !this.catalogue.inMarket(product, ctx.market)) throw new HttpError(404, { uri: 'not found' });
    const stock = this.catalogue.stockFor([product.id]);
    return { found: 'product', data: { product: productView(this.catalogue, product, ctx, stock) } };
  }

  /** `shop/multiple_products`. */
  multiple(query: URLSearchParams, ctx: RequestContext) {
    const raw = query.get('prods') ?? '';
    const ids = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0) throw new HttpError(400, { prods: 'required' });
    if (ids.length > 200) throw new HttpError(400, { prods: 'at most 200 products' });
    if (ids.some((id) => !/^[A-Za-z0-9_-]{1,40}$/.test(id)))
      throw new HttpError(400, { prods: 'must be a comma list of product ids' });
    const found: ProductRecord[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const p = this.catalogue.products.get(id);
      if (p && this.catalogue.inMarket(p, ctx.market)) found.push(p);
      else missing.push(id);
    }
    return { products: RawJson.array(found.map((p) => this.catalogue.productJson(p, ctx))), missing };
  }

  categoryView(c: CategoryRecord, lang: Language, market: number): Record<string, unknown> {
    return {
      category: c.id,
      uri: c.uri,
      completeUri: c.completeUri,
      name: c.names[lang],
      localized: Object.fromEntries(Object.entries(c.names).map(([l, name]) => [l, { name }])),
      sortOrder: c.sortOrder,
      special: c.special,
      start_date: c.startDate,
      end_date: c.endDate,
      products: c.products.filter((id) => {
        const p = this.catalogue.products.get(id);
        return p !== undefined && this.catalogue.inMarket(p, market);
      }),
      categories: c.children
        .filter((child) => this.catalogue.categoryVisibleInMarket(child, market))
        .map((child) => this.categoryView(child, lang, market)),
    };
  }

  categories(lang: Language, market: number) {
    return { categories: this.catalogue.roots.map((c) => this.categoryView(c, lang, market)) };
  }
}

function isFlag(query: URLSearchParams, name: string): boolean {
  if (!query.has(name)) return false;
  const v = query.get(name);
  return v !== 'false' && v !== '0';
}
