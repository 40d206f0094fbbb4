/**
 * The sandbox: one HTTP server for the commerce web service, the general web
 * service, the Prismic API and content proxy, images and the captcha.
 * `createSandbox(config)` builds it; `start()` listens; `close()` stops
 * accepting requests, lets the ones in flight finish and closes the database.
 */
import { createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join } from 'node:path';
import { Captcha } from './captcha';
import { Catalogue } from './catalogue';
import { createCommerce } from './commerce/routes';
import { Customers } from './commerce/customers';
import { Outbox } from './commerce/outbox';
import { Orders } from './commerce/orders';
import { PaymentGateway } from './commerce/paymentGateway';
import { Payments } from './commerce/payments';
import { Returns } from './commerce/returns';
import { Withdrawals } from './commerce/withdrawals';
import { Selections } from './commerce/selection';
import { Sessions, sweepExpiredSessions } from './commerce/session';
import { Shop } from './commerce/shop';
import { Suggestions } from './commerce/suggestions';
import type { SandboxConfig } from './config';
import { countryName, pricelistForCountry } from './constants';
import { PrismicApi, PrismicError } from './content/prismic';
import { ContentStore } from './content/store';
import { openDb, type Db } from './db';
import { Faults } from './faults';
import { clientIp, countryForIp } from './geo';
import { payLaterMessage } from './payLater';
import { header, HttpError, readBody, readJsonObject, sendJson } from './http';
import { recordPrice } from './priceHistory';
import { generateProductImages } from './seed/images';
import { createImageResizer, parseResizeWidth } from './imageResizer';
import { seedDatabase } from './seed/seed';
import { createLogger, requestIdFrom, type Logger } from './log';
import { ZodError } from 'zod';

const MIME: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
};
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

function deleteDbFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

export interface Sandbox {
  start(): Promise<string>;
  close(): Promise<void>;
  reset(): void;
  url(): string;
  db: Db;
  faults: Faults;
}

export interface SandboxOptions {
  /** Where the request log goes (default: JSON lines on stdout); written only when `config.log` is on. */
  logger?: Logger;
}

export function createSandbox(config: SandboxConfig, options: SandboxOptions = {}): Sandbox {
  const logger = config.log ? (options.logger ?? createLogger()) : undefined;
  if (config.fresh && config.dbFile !== ':memory:') deleteDbFiles(config.dbFile);
  const db = openDb(config.dbFile);
  if (!db.prepare("SELECT value FROM meta WHERE key = 'schema'").get()) seedDatabase(db);
  // At start, and then every `sessionSweepMs` while running (a long-lived sandbox would otherwise
  // keep every visitor's expired session and cart until its next restart).
  sweepExpiredSessions(db);
  let sweeper: NodeJS.Timeout | undefined;

  const catalogue = new Catalogue(db);
  const sessions = new Sessions(db, () => config.tokenTtlS * 1000);
  const selections = new Selections(db, catalogue);
  const orders = new Orders(db, catalogue, selections);
  const gateway = new PaymentGateway(db, catalogue, selections);
  const outboxFile = config.dbFile === ':memory:' ? undefined : join(dirname(config.dbFile), 'outbox.jsonl');
  const outbox = new Outbox(db, outboxFile, config.log);
  const customers = new Customers(db, outbox);
  const captcha = new Captcha(db, config.captchaSecret);
  const withdrawals = new Withdrawals(db, (...mail) => outbox.send(...mail), config.siteUrl);
  const commerce = createCommerce({
    db,
    catalogue,
    sessions,
    selections,
    orders,
    payments: new Payments(db, catalogue, selections, orders, gateway),
    returns: new Returns(db, orders, catalogue),
    withdrawals,
    customers,
    outbox,
    shop: new Shop(catalogue),
    suggestions: new Suggestions(catalogue),
    captcha,
    siteUrl: config.siteUrl,
  });
  const faults = new Faults();
  if (config.faults) faults.set(JSON.parse(config.faults));

  let baseUrl = config.publicUrl ?? '';
  let prismic: PrismicApi | undefined;
  const content = () => {
    if (!prismic) {
      const apiBase = `${baseUrl}/prismic/api/v2`;
      prismic = new PrismicApi(
        new ContentStore(config.contentDir, baseUrl, apiBase),
        db,
        apiBase,
        config.previewTtlS * 1000,
      );
    }
    return prismic;
  };

  const resizer = createImageResizer();

  /** A file from `dir`, or (`width`) its image resized to that width, as Prismic's image service does. */
  async function serveFile(res: ServerResponse, dir: string, name: string, width: number | null = null): Promise<void> {
    const path = join(dir, name);
    if (!SAFE_FILE.test(name) || name.includes('..') || !existsSync(path) || !statSync(path).isFile()) {
      sendJson(res, 404, { errors: { file: 'not found' } });
      return;
    }
    const type = MIME[extname(name).toLowerCase()];
    if (width !== null && type?.startsWith('image/') && type !== 'image/svg+xml') {
      const body = await resizer.resize(path, width);
      res.writeHead(200, {
        'content-type': type,
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
      });
      res.end(body);
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'content-length': statSync(path).size,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    createReadStream(path).pipe(res);
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    const method = req.method ?? 'GET';

    if (path === '/health') return sendJson(res, 200, { ok: true });

    if (path.startsWith('/commerce/')) {
      const answer = await commerce.handle(req, path.slice('/commerce/'.length), url.searchParams, baseUrl);
      return sendJson(res, answer.status, answer.body, answer.headers);
    }

    if (path === '/general/user/ip' && method === 'GET') {
      const ip = clientIp(
        { 'x-forwarded-for': header(req, 'x-forwarded-for'), 'x-real-ip': header(req, 'x-real-ip') },
        req.socket.remoteAddress,
      );
      const country = countryForIp(ip, config.defaultCountry);
      return sendJson(res, 200, {
        name: countryName(country),
        country,
        pricelist: pricelistForCountry(country).pricelist,
        market: 1,
      });
    }
    if (path === '/general/search/lines' && method === 'GET')
      return sendJson(res, 200, content().lines(url.searchParams.get('language')));
    if (path === '/general/search/quicklinks' && method === 'GET')
      return sendJson(res, 200, content().quicklinks(url.searchParams.get('lang')));
    if (path === '/general/paylater/message' && method === 'GET') {
      const answer = payLaterMessage(url.searchParams);
      return sendJson(res, answer.status, answer.body);
    }

    if (path === '/prismic/api/v2' && method === 'GET') return sendJson(res, 200, content().repository());
    if (path === '/prismic/api/v2/documents/search' && method === 'GET')
      return sendJson(res, 200, content().search(url.searchParams, url));
    if (path === '/prismic/preview') {
      if (method === 'POST') return sendJson(res, 200, content().issuePreviewRef());
      if (method === 'GET') {
        const api = content();
        let documentId = url.searchParams.get('documentId');
        if (!documentId) {
          const type = url.searchParams.get('type');
          const uid = url.searchParams.get('uid') ?? type;
          const lang = url.searchParams.get('lang') ?? 'it-it';
          const doc = type && uid ? api.findByTypeUid(type, uid, lang) : undefined;
          documentId = doc?.id ?? null;
        }
        if (!documentId || !api.findById(documentId, true)) throw new HttpError(404, { documentId: 'not found' });
        const { ref } = api.issuePreviewRef();
        const target = new URL(config.previewUrl ?? `${config.siteUrl}/api/preview`);
        target.searchParams.set('token', ref);
        target.searchParams.set('documentId', documentId);
        res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
        res.end();
        return;
      }
    }

    if (path === '/content/prismic/blog' && method === 'GET') {
      return sendJson(
        res,
        200,
        content().blog(url.searchParams.get('lang'), url.searchParams.has('excerpt_only'), url.searchParams.get('tag')),
      );
    }
    const contentMatch = /^\/content\/prismic\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_.-]+)$/.exec(path);
    if (contentMatch && method === 'GET') {
      return sendJson(
        res,
        200,
        content().proxyDocument(contentMatch[1] as string, contentMatch[2] as string, url.searchParams.get('lang')),
      );
    }

    const payMatch = /^\/sandbox-pay\/(pay_[a-f0-9]{24})$/.exec(path);
    if (payMatch) {
      const id = payMatch[1] as string;
      if (method === 'GET') {
        const html = gateway.paymentPage(id);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(html);
        return;
      }
      if (method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        res.writeHead(303, {
          location: gateway.decide(id, form.get('decision') ?? 'cancel'),
          'cache-control': 'no-store',
        });
        res.end();
        return;
      }
    }

    if (path.startsWith('/content-images/') && method === 'GET') {
      // imgix names the width `w` or `width` (@prismicio/client's srcsets use `width`).
      const width = parseResizeWidth(url.searchParams.get('w') ?? url.searchParams.get('width'));
      if (width !== null && typeof width === 'object') return sendJson(res, 400, { errors: { w: width.error } });
      return serveFile(res, join(config.contentDir, 'images'), path.slice(16), width);
    }
    if (path.startsWith('/media/') && method === 'GET') return serveFile(res, config.mediaDir, path.slice(7));

    if (path.startsWith('/captcha/')) {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'access-control-allow-methods': 'GET, POST',
      };
      if (method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      if (path === '/captcha/api.js' && method === 'GET') {
        const script = captcha.script(baseUrl);
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', ...cors });
        res.end(script);
        return;
      }
      if (path === '/captcha/token' && method === 'POST') {
        const body = await readJsonObject(req);
        return sendJson(
          res,
          200,
          { token: captcha.issue(typeof body.action === 'string' ? body.action : 'submit') },
          cors,
        );
      }
      if (path === '/captcha/verify' && method === 'POST') {
        const text = await readBody(req);
        const form = (header(req, 'content-type') ?? '').includes('json')
          ? (JSON.parse(text || '{}') as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(text));
        if (form.secret !== config.captchaSecret)
          return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
        if (!form.response) return sendJson(res, 200, { success: false, 'error-codes': ['missing-input-response'] });
        return sendJson(res, 200, captcha.verify(form.response));
      }
    }

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
    return sendJson(res, 404, { errors: { uri: 'not found' } });
  }

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    // The caller's request id (the storefront's proxies pass theirs on), echoed and logged.
    const reqId = requestIdFrom(req.headers['x-request-id']);
    res.setHeader('x-request-id', reqId);
    if (logger) {
      res.on('finish', () => {
        const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
        const path = (req.url ?? '/').split('?', 1)[0];
        logger.info({ reqId, method: req.method, path, status: res.statusCode, durationMs }, 'request');
      });
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://sandbox.local');
    } catch {
      sendJson(res, 400, { errors: { uri: 'malformed' } });
      return;
    }
    const run = () =>
      route(req, res, url).catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof HttpError)
          return sendJson(res, error.status, { errors: error.errors, ...error.extra }, error.headers);
        if (error instanceof PrismicError) return sendJson(res, error.status, error.body);
        if (error instanceof ZodError) {
          return sendJson(res, 400, {
            errors: Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
          });
        }
        console.error(error);
        return sendJson(res, 500, { errors: { server: 'internal error' } });
      });
    const fault =
      url.pathname.startsWith('/__sandbox/') || url.pathname === '/health' ? undefined : faults.match(url.pathname);
    if (!fault) {
      void run();
      return;
    }
    const act = () => {
      if (fault.timeout) return; // never answer; the caller's timeout decides
      if (fault.errorRate !== undefined && Math.random() < fault.errorRate) {
        sendJson(res, fault.status ?? 503, { errors: { sandbox: 'injected fault' } });
        req.resume();
        return;
      }
      void run();
    };
    if (fault.latencyMs) setTimeout(act, fault.latencyMs);
    else act();
  });
  server.keepAliveTimeout = 5_000;

  /**
   * Tells the shop what changed, as Centra's and Prismic's webhooks do (`{webhookUrl}/api/revalidate/…`,
   * with the shared secret), and waits for its answer (at most 15 s) so a caller knows the pages are fresh.
   * The answer's status, or the error, is reported; a shop that is not running is no error of the change.
   */
  async function notify(kind: 'catalogue' | 'content', body: Record<string, unknown>) {
    if (!config.webhookUrl) return { sent: false };
    try {
      const response = await fetch(`${config.webhookUrl}/api/revalidate/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': config.revalidateSecret },
        body: JSON.stringify({ ...body, secret: config.revalidateSecret }),
        signal: AbortSignal.timeout(15_000),
      });
      return { sent: true, status: response.status };
    } catch (error) {
      if (config.log) console.error(`webhook ${kind}: ${(error as Error).message}`);
      return { sent: true, error: (error as Error).message };
    }
  }

  function reset(): void {
    prismic?.store.clearEdits();
    seedDatabase(db);
    catalogue.load();
    commerce.resetLimits();
  }

  return {
    db,
    faults,
    reset,
    url: () => baseUrl,
    async start() {
      await new Promise<void>((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolveListen());
      });
      const address = server.address() as AddressInfo;
      baseUrl = config.publicUrl ?? `http://${config.host}:${address.port}`;
      if (config.sessionSweepMs > 0) {
        sweeper = setInterval(() => {
          try {
            sweepExpiredSessions(db);
          } catch (error) {
            console.error('sandbox: sweeping expired sessions failed:', error);
          }
        }, config.sessionSweepMs);
        // Housekeeping never keeps the process alive on its own.
        sweeper.unref();
      }
      content();
      if (config.generateMedia) {
        // After listening, so the first start answers at once; images appear as they are written.
        void generateProductImages(config.mediaDir).then(
          (written) => {
            if (written > 0) console.log(`sandbox: generated ${written} product images in ${config.mediaDir}`);
          },
          (error: unknown) => console.error('sandbox: product images could not be generated:', error),
        );
      }
      return baseUrl;
    },
    close() {
      clearInterval(sweeper);
      return new Promise<void>((resolveClose) => {
        server.close(() => {
          db.close();
          resolveClose();
        });
        server.closeIdleConnections();
        // Requests held by a timeout fault never finish on their own.
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      });
    },
  };
}
