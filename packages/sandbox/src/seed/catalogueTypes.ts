/** The shapes of the generated seed catalogue: products, categories, prices and stock rows. */
import type { MarketId } from '../constants';
import type { Colour, Gender, Kind, Names } from './attributes';
import type { SizeRow } from './sizes';

export interface SeedCategory {
  id: string;
  uri: string;
  completeUri: string;
  parent: string | null;
  names: Names;
  sortOrder: number;
  special: boolean;
  startDate: string | null;
  endDate: string | null;
  /** null: every market; 3: only the secret campaign's. */
  market: MarketId | null;
  products: string[];
}

export interface SeedProduct {
  id: string;
  sku: string;
  uri: string;
  gender: Gender;
  kind: Kind;
  line: string | null;
  colour: Colour;
  names: Names;
  descriptions: Names;
  shortDescriptions: Names;
  markets: MarketId[];
  mainCategory: string;
  media: string[];
  videoUrl: string | null;
  isNew: boolean;
  /** Newest first ordering key (days since the collection opened). */
  createdDay: number;
  sizes: SizeRow[];
}

export interface SeedPrice {
  product: string;
  pricelist: number;
  /** Minor units (cents, öre…). */
  price: number;
  before: number;
}

export interface SeedStock {
  item: string;
  market: MarketId;
  warehouse: string;
  quantity: number;
}

export interface SeedCatalogue {
  products: SeedProduct[];
  categories: SeedCategory[];
  prices: SeedPrice[];
  stock: SeedStock[];
}
