/**
 * The sandbox's one SQLite file, on Node's built-in driver (`node:sqlite`: no
 * native addon to build or to match to the runtime). WAL journaling with
 * synchronous=NORMAL: a committed transaction survives the process being
 * killed (it is in the WAL before the commit returns); only an OS crash could
 * lose the last commits.
 *
 * `Db` is a thin layer over `DatabaseSync` with the surface the sandbox uses:
 * `prepare` (each SQL text is prepared once and its statement reused),
 * `transaction(fn)` (BEGIN … COMMIT, ROLLBACK on a throw, SAVEPOINTs when
 * nested), `exec` and `close`.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

/**
 * A prepared statement. `Params` and `Row` only type it: values bind as null, number, bigint, string
 * or bytes, positionally or as one record of named ones (`@name` bound by the key `name`).
 */
export interface Statement<Params extends unknown[] = unknown[], Row = unknown> {
  run(...params: Params): RunResult;
  get(...params: Params): Row | undefined;
  all(...params: Params): Row[];
}

/** SQLite's extended result codes for UNIQUE and PRIMARY KEY violations. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;

/** Whether `error` is a write refused because the row's key or a unique column is taken. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return code === SQLITE_CONSTRAINT_UNIQUE || code === SQLITE_CONSTRAINT_PRIMARYKEY;
}

/**
 * Statements kept prepared. The sandbox's SQL texts are constants (a few carry a table name or a
 * fixed sub-query), so they all fit; the bound only guards against a caller building SQL from data.
 */
const STATEMENT_CACHE_SIZE = 500;

export class Db {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  #savepoints = 0;

  constructor(file: string) {
    this.#db = new DatabaseSync(file);
  }

  /** The statement for `sql`, prepared on first use and reused after. */
  prepare<Params extends unknown[] = unknown[], Row = unknown>(sql: string): Statement<Params, Row> {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      // As with better-sqlite3 before: a record may carry more keys than the statement names.
      statement.setAllowUnknownNamedParameters(true);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        // Oldest first out; the statement is finalized when it is collected.
        this.#statements.delete(this.#statements.keys().next().value as string);
      }
      this.#statements.set(sql, statement);
    }
    return statement as unknown as Statement<Params, Row>;
  }

  /**
   * Wraps `fn` so that each call runs in one transaction: committed when `fn` returns, rolled back
   * when it throws. A call inside another transaction becomes a savepoint of it. `fn` must be
   * synchronous: a transaction never spans an `await`.
   */
  transaction<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
    return (...args: Args): Result => {
      const nested = this.#db.isTransaction;
      const savepoint = `passo_${++this.#savepoints}`;
      this.prepare(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN').run();
      try {
        const result = fn(...args);
        if (result instanceof Promise) throw new TypeError('A transaction function must not be async.');
        this.prepare(nested ? `RELEASE ${savepoint}` : 'COMMIT').run();
        return result;
      } catch (error) {
        if (this.#db.isTransaction) {
          if (nested) {
            this.prepare(`ROLLBACK TO ${savepoint}`).run();
            this.prepare(`RELEASE ${savepoint}`).run();
          } else {
            this.prepare('ROLLBACK').run();
          }
        }
        throw error;
      } finally {
        this.#savepoints--;
      }
    };
  }

  /** Runs SQL text (one or more statements) without results. */
  exec(sql: string): void {
    this.#db.exec(sql);
  }

  get inTransaction(): boolean {
    return this.#db.isTransaction;
  }

  get open(): boolean {
    return this.#db.isOpen;
  }

  /** Finalizes every statement and closes the file (merging the WAL into it). */
  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}

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

-- No reference to product: a favourite outlives its product, and answers leave removed products out.
CREATE TABLE IF NOT EXISTS favourite (
  customer INTEGER NOT NULL REFERENCES customer(id), product TEXT NOT NULL, added_seq INTEGER NOT NULL,
  PRIMARY KEY (customer, product)
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
CREATE TABLE IF NOT EXISTS order_delivery (
  order_id TEXT PRIMARY KEY REFERENCES orders(id), delivered_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS withdrawal (
  order_id TEXT PRIMARY KEY REFERENCES orders(id), created_at TEXT NOT NULL, lines TEXT NOT NULL,
  previous_status TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS price_history (
  product TEXT NOT NULL REFERENCES product(id), pricelist INTEGER NOT NULL, price INTEGER NOT NULL,
  valid_from TEXT NOT NULL, PRIMARY KEY (product, pricelist, valid_from)
);

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
  const db = new Db(file);
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000',
  );
  db.exec(SCHEMA);
  return db;
}

/** Tables emptied by a reset, children before parents. */
export const ALL_TABLES = [
  'payment',
  'withdrawal',
  'order_delivery',
  'returns',
  'orders',
  'session',
  'customer_cart',
  'favourite',
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
  'price_history',
  'price',
  'stock',
  'item',
  'product_text',
  'product',
  'meta',
] as const;
