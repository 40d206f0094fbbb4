/**
 * The sandbox's own controls, for tests and demos: reset, fault injection, a product's price, a content
 * document's fields, an item's stock, an order's delivery, and the outbox.
 */
import type { Catalogue } from '../catalogue';
import type { Orders } from '../commerce/orders';
import type { Outbox } from '../commerce/outbox';
import type { Withdrawals } from '../commerce/withdrawals';
import type { SandboxConfig } from '../config';
import type { PrismicApi } from '../content/prismic';
import type { Db } from '../db';
import type { Faults } from '../faults';
import { HttpError, readJsonObject, sendJson } from '../http';
import { recordPrice } from '../priceHistory';
import { notifyShop } from '../revalidate';
import type { Area } from './area';

/** What the controls change or read. */
export interface ControlledParts {
  config: SandboxConfig;
  db: Db;
  catalogue: Catalogue;
  orders: Orders;
  withdrawals: Withdrawals;
  outbox: Outbox;
  faults: Faults;
  content: () => PrismicApi;
  reset: () => void;
}

export function controlsArea({
  config,
  db,
  catalogue,
  orders,
  withdrawals,
  outbox,
  faults,
  content,
  reset,
}: ControlledParts): Area {
  const notify = (kind: 'catalogue' | 'content', body: Record<string, unknown>) => notifyShop(config, kind, body);
  return async (req, res, url) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path.startsWith('/__sandbox/')) {
      if (path === '/__sandbox/reset' && method === 'POST') {
        reset();
        return sendJson(res, 200, { ok: true });
      }
      if (path === '/__sandbox/faults') {
        if (method === 'GET') return sendJson(res, 200, { rules: faults.rules });
        if (method === 'DELETE') {
          faults.clear();
          return sendJson(res, 200, { rules: [] });
        }
        if (method === 'POST') return sendJson(res, 200, { rules: faults.set(await readJsonObject(req)) });
      }
      if (path === '/__sandbox/price' && method === 'POST') {
        const body = await readJsonObject(req);
        const key = typeof body.product === 'string' ? body.product : typeof body.item === 'string' ? body.item : '';
        const product =
          catalogue.products.get(key) ??
          catalogue.byUri.get(key) ??
          catalogue.products.get(catalogue.items.get(key)?.product ?? '');
        if (!product) throw new HttpError(404, { product: 'no product or item with this id or uri' });
        const pricelist = Number(body.pricelist);
        if (!product.prices.has(pricelist))
          throw new HttpError(404, { pricelist: 'the product has no price in this pricelist' });
        const price = Number(body.price);
        if (typeof body.price !== 'number' || !Number.isFinite(price) || price <= 0 || price > 1_000_000)
          throw new HttpError(400, { price: 'a positive amount in the pricelist currency (e.g. 129.9)' });
        const minor = Math.round(price * 100);
        const current = product.prices.get(pricelist)!;
        const before =
          body.before === undefined
            ? Math.max(minor, current.before)
            : typeof body.before === 'number' && Number.isFinite(body.before) && body.before * 100 >= minor
              ? Math.round(body.before * 100)
              : null;
        if (before === null) throw new HttpError(400, { before: 'an amount at least the price' });
        db.prepare('UPDATE price SET price = ?, before = ? WHERE product = ? AND pricelist = ?').run(
          minor,
          before,
          product.id,
          pricelist,
        );
        // Each change joins the product's price history, from which a reduction's prior price is read.
        recordPrice(db, product.id, pricelist, minor);
        catalogue.setPrice(product.id, pricelist, minor, before);
        const webhook = await notify('catalogue', catalogue.productTouches(product.id));
        return sendJson(res, 200, {
          product: product.uri,
          pricelist,
          price: minor / 100,
          before: before / 100,
          webhook,
        });
      }
      if (path === '/__sandbox/content' && method === 'POST') {
        const body = await readJsonObject(req);
        const type = typeof body.type === 'string' ? body.type : '';
        const lang = typeof body.lang === 'string' ? body.lang : 'it-it';
        const uid = typeof body.uid === 'string' && body.uid ? body.uid : type;
        const data = body.data;
        if (typeof data !== 'object' || data === null || Array.isArray(data) || !Object.keys(data).length)
          throw new HttpError(400, { data: 'an object of the fields to change' });
        const doc = content().store.edit(type, uid, lang, data as Record<string, unknown>);
        if (!doc) throw new HttpError(404, { document: 'no published document of this type, uid and language' });
        const webhook = await notify('content', { type: 'api-update', documents: [doc.id] });
        return sendJson(res, 200, { id: doc.id, type: doc.type, uid: doc.uid, lang: doc.lang, webhook });
      }
      if (path === '/__sandbox/stock' && method === 'POST') {
        const body = await readJsonObject(req);
        const item = typeof body.item === 'string' ? body.item : '';
        const market = body.market === undefined ? 1 : Number(body.market);
        const quantity = Number(body.quantity);
        if (!catalogue.items.has(item)) throw new HttpError(404, { item: 'not found' });
        if (!Number.isInteger(quantity) || quantity < 0)
          throw new HttpError(400, { quantity: 'must be a whole number ≥ 0' });
        db.transaction(() => {
          const rows = db
            .prepare<[string, number], { warehouse: string }>(
              'SELECT warehouse FROM stock WHERE item = ? AND market = ? ORDER BY position',
            )
            .all(item, market);
          if (rows.length === 0) throw new HttpError(404, { market: 'the item is not stocked in this market' });
          rows.forEach((r, i) =>
            db
              .prepare('UPDATE stock SET quantity = ? WHERE item = ? AND market = ? AND warehouse = ?')
              .run(i === 0 ? quantity : 0, item, market, r.warehouse),
          );
        })();
        catalogue.refreshStock([item]);
        const webhook = await notify('catalogue', catalogue.productTouches(catalogue.items.get(item)!.product));
        return sendJson(res, 200, { item, market, quantity: catalogue.itemStock(item, market), webhook });
      }
      if (path === '/__sandbox/order-delivery' && method === 'POST') {
        // Marks an order delivered `daysAgo` days ago (default 0), so a test can see its withdrawal period end.
        const body = await readJsonObject(req);
        const order = typeof body.order === 'string' ? orders.get(body.order) : undefined;
        if (!order) throw new HttpError(404, { order: 'not found' });
        const daysAgo = body.daysAgo === undefined ? 0 : Number(body.daysAgo);
        if (!Number.isFinite(daysAgo) || daysAgo < 0 || daysAgo > 3650)
          throw new HttpError(400, { daysAgo: 'a number of days between 0 and 3650' });
        const deliveredAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
        withdrawals.setDelivered(order.id, deliveredAt);
        if (order.status !== 'withdrawn')
          db.prepare("UPDATE orders SET status = 'delivered' WHERE id = ?").run(order.id);
        return sendJson(res, 200, { order: order.id, deliveredAt });
      }
      if (path === '/__sandbox/outbox' && method === 'GET') return sendJson(res, 200, { messages: outbox.list() });
    }
    return false;
  };
}
