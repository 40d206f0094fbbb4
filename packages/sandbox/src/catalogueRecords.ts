/** The catalogue's in-memory records (products, items, categories, stock rows) and the context a request reads them in. */
import type { Language, MarketId, Pricelist } from './constants';
import type { ProductInfo } from './productInfo';

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

/** What a product's view and its filter values read of the catalogue besides the product itself. */
export interface CatalogueLookup {
  categories: Map<string, CategoryRecord>;
  priceOf(p: ProductRecord, pricelist: number): { price: number; before: number };
  mainCategory(p: ProductRecord): CategoryRecord | undefined;
}
