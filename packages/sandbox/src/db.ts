/**
 * The sandbox's one SQLite file. WAL journaling with synchronous=NORMAL: a
 * committed transaction survives the process being killed (it is in the WAL
 * before the commit returns); only an OS crash could lose the last commits.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

export const SCHEMA_VERSION = 1;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS product (
  id TEXT PRIMARY KEY, sku TEXT NOT NULL, uri TEXT NOT NULL UNIQUE, gender TEXT NOT NULL, kind TEXT NOT NULL,
  line TEXT, colour TEXT NOT NULL, main_category TEXT NOT NULL, markets TEXT NOT NULL, media TEXT NOT NULL,
  video_url TEXT, is_new INTEGER NOT NULL, created_day INTEGER NOT NULL, position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS product_text (
  product TEXT NOT NULL REFERENCES product(id), lang TEXT NOT NULL, name TEXT NOT NULL,
  description TEXT NOT NULL, short_description TEXT NOT NULL, PRIMARY KEY (product, lang)
);
CREATE TABLE IF NOT EXISTS item (
  item TEXT PRIMARY KEY, product TEXT NOT NULL REFERENCES product(id), size TEXT NOT NULL,
  eu TEXT NOT NULL, us TEXT NOT NULL, uk TEXT NOT NULL, position INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS item_product ON item(product);
CREATE TABLE IF NOT EXISTS stock (
  item TEXT NOT NULL REFERENCES item(item), market INTEGER NOT NULL, warehouse TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 0), position INTEGER NOT NULL,
  PRIMARY KEY (item, market, warehouse)
);
CREATE TABLE IF NOT EXISTS price (
  product TEXT NOT NULL REFERENCES product(id), pricelist INTEGER NOT NULL, price INTEGER NOT NULL,
  before INTEGER NOT NULL, PRIMARY KEY (product, pricelist)
);
CREATE TABLE IF NOT EXISTS category (
  id TEXT PRIMARY KEY, uri TEXT NOT NULL, complete_uri TEXT NOT NULL UNIQUE, parent TEXT, names TEXT NOT NULL,
  sort_order INTEGER NOT NULL, special INTEGER NOT NULL, start_date TEXT, end_date TEXT, market INTEGER
);
CREATE TABLE IF NOT EXISTS category_product (
  category TEXT NOT NULL REFERENCES category(id), product TEXT NOT NULL REFERENCES product(id),
  position INTEGER NOT NULL, PRIMARY KEY (category, product)
);
CREATE TABLE IF NOT EXISTS voucher (
  code TEXT PRIMARY KEY, type TEXT NOT NULL, value INTEGER NOT NULL, market INTEGER, valid_until TEXT,
  description TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS customer (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL DEFAULT '', birthdate TEXT,
  newsletter INTEGER NOT NULL DEFAULT 0, country TEXT, language TEXT NOT NULL DEFAULT 'en', created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS address (
  id INTEGER PRIMARY KEY, customer INTEGER NOT NULL REFERENCES customer(id), first_name TEXT NOT NULL,
  last_name TEXT NOT NULL, address1 TEXT NOT NULL, address2 TEXT NOT NULL DEFAULT '', zip_code TEXT NOT NULL,
  city TEXT NOT NULL, country TEXT NOT NULL, phone TEXT NOT NULL DEFAULT '', is_default INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS address_customer ON address(customer);
CREATE TABLE IF NOT EXISTS password_reset (
  secret TEXT PRIMARY KEY, customer INTEGER NOT NULL REFERENCES customer(id), expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS selection (
  id INTEGER PRIMARY KEY, market INTEGER NOT NULL, pricelist INTEGER NOT NULL, lang TEXT NOT NULL,
  country TEXT, shipping_method TEXT NOT NULL DEFAULT 'standard', payment_method TEXT,
  address TEXT, shipping_address TEXT, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS selection_line (
  line TEXT PRIMARY KEY, selection INTEGER NOT NULL REFERENCES selection(id), item TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0), seq INTEGER NOT NULL, UNIQUE (selection, item)
);
CREATE TABLE IF NOT EXISTS selection_voucher (
  selection INTEGER NOT NULL REFERENCES selection(id), code TEXT NOT NULL, PRIMARY KEY (selection, code)
);
CREATE TABLE IF NOT EXISTS session (
  token TEXT PRIMARY KEY, selection INTEGER REFERENCES selection(id), customer INTEGER REFERENCES customer(id),
  last_order TEXT, expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS customer_cart (
  customer INTEGER PRIMARY KEY REFERENCES customer(id), selection INTEGER NOT NULL REFERENCES selection(id)
);

CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY, customer INTEGER REFERENCES customer(id), email TEXT NOT NULL, created_at TEXT NOT NULL,
  status TEXT NOT NULL, body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_customer ON orders(customer, created_at);
CREATE TABLE IF NOT EXISTS payment (
  id TEXT PRIMARY KEY, session TEXT NOT NULL, selection INTEGER NOT NULL, method TEXT NOT NULL, request TEXT NOT NULL,
  status TEXT NOT NULL, order_id TEXT, return_page TEXT NOT NULL, failed_page TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_selection ON payment(session, selection);
CREATE TABLE IF NOT EXISTS returns (
  id INTEGER PRIMARY KEY, order_id TEXT NOT NULL REFERENCES orders(id), customer INTEGER NOT NULL,
  created_at TEXT NOT NULL, status TEXT NOT NULL, lines TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS returns_customer ON returns(customer);

CREATE TABLE IF NOT EXISTS newsletter (
  email TEXT PRIMARY KEY COLLATE NOCASE, locale TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS stock_alert (
  email TEXT NOT NULL COLLATE NOCASE, item TEXT NOT NULL REFERENCES item(item), locale TEXT NOT NULL,
  created_at TEXT NOT NULL, PRIMARY KEY (email, item)
);
CREATE TABLE IF NOT EXISTS captcha_used (token_id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, link TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS preview_ref (ref TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
`;

export function openDb(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  return db;
}

/** Tables emptied by a reset, children before parents. */
export const ALL_TABLES = [
  'payment',
  'returns',
  'orders',
  'session',
  'customer_cart',
  'selection_voucher',
  'selection_line',
  'selection',
  'password_reset',
  'address',
  'customer',
  'stock_alert',
  'newsletter',
  'captcha_used',
  'outbox',
  'preview_ref',
  'voucher',
  'category_product',
  'category',
  'price',
  'stock',
  'item',
  'product_text',
  'product',
  'meta',
] as const;
