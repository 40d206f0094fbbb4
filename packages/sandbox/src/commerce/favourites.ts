/**
 * A signed-in customer's favourites (Centra keeps a wishlist per customer): a list of products, kept across
 * sessions and devices. Products the catalogue no longer has, or that the market does not sell, are left out
 * of every answer (and never added), so a removed product disappears from the list without an error.
 */
import type { Catalogue } from '../catalogue';
import type { RequestContext } from '../catalogueRecords';
import type { Db } from '../db';
import { HttpError, RawJson } from '../http';
import type { Customers } from './customers';
import type { Session } from './session';

/** Most favourites one customer keeps; the oldest go first beyond it. */
export const MAX_FAVOURITES = 200;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,40}$/;

export class Favourites {
  constructor(
    private db: Db,
    private catalogue: Catalogue,
    private customers: Customers,
  ) {}

  /** The customer's favourites, newest first, as full products of the request's market and pricelist. */
  list(session: Session, ctx: RequestContext) {
    const customer = this.customers.require(session).id;
    const rows = this.db
      .prepare<[number], { product: string }>(
        'SELECT product FROM favourite WHERE customer = ? ORDER BY added_seq DESC',
      )
      .all(customer);
    const products = rows
      .map((r) => this.catalogue.products.get(r.product))
      .filter((p) => p !== undefined && this.catalogue.inMarket(p, ctx.market))
      .map((p) => this.catalogue.productJson(p!, ctx));
    return { favourites: RawJson.array(products) };
  }

  /**
   * Adds `products` (one, or a guest's whole list at sign-in). Unknown products are not added and are named
   * in `dropped`; a product already there keeps its place.
   */
  add(session: Session, body: Record<string, unknown>, ctx: RequestContext) {
    const customer = this.customers.require(session).id;
    const ids = body.products;
    if (!Array.isArray(ids) || ids.length === 0) throw new HttpError(400, { products: 'required' });
    if (ids.length > MAX_FAVOURITES) throw new HttpError(400, { products: `at most ${MAX_FAVOURITES} products` });
    if (ids.some((id) => typeof id !== 'string' || !PRODUCT_ID.test(id)))
      throw new HttpError(400, { products: 'must be a list of product ids' });
    const dropped: string[] = [];
    this.db.transaction(() => {
      const insert = this.db.prepare(
        `INSERT INTO favourite (customer, product, added_seq)
         VALUES (?, ?, (SELECT COALESCE(MAX(added_seq), 0) + 1 FROM favourite WHERE customer = ?))
         ON CONFLICT(customer, product) DO NOTHING`,
      );
      // The list comes newest first: added from its oldest, it keeps its order on top of the account's.
      for (const id of [...new Set(ids as string[])].reverse()) {
        if (this.catalogue.products.has(id)) insert.run(customer, id, customer);
        else dropped.push(id);
      }
      this.db
        .prepare(
          `DELETE FROM favourite WHERE customer = ? AND product NOT IN
           (SELECT product FROM favourite WHERE customer = ? ORDER BY added_seq DESC LIMIT ?)`,
        )
        .run(customer, customer, MAX_FAVOURITES);
    })();
    return { ...this.list(session, ctx), dropped };
  }

  /** Removes one product; removing one that is not there is no error (the answer is the list either way). */
  remove(session: Session, product: string, ctx: RequestContext) {
    const customer = this.customers.require(session).id;
    if (!PRODUCT_ID.test(product)) throw new HttpError(400, { product: 'must be a product id' });
    this.db.prepare('DELETE FROM favourite WHERE customer = ? AND product = ?').run(customer, product);
    return this.list(session, ctx);
  }

  /** Account deletion: the favourites go with the customer. */
  forget(customer: number): void {
    this.db.prepare('DELETE FROM favourite WHERE customer = ?').run(customer);
  }
}
