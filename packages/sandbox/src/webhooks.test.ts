import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_REVALIDATE_SECRET } from './config';
import { startTestSandbox, type TestSandbox } from './testing';

interface Received {
  path: string;
  secretHeader: string | undefined;
  body: Record<string, unknown>;
}

/** A stand-in shop that records the webhooks it receives. */
async function listen(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        secretHeader: req.headers['x-revalidate-secret'] as string | undefined,
        body: JSON.parse(text || '{}') as Record<string, unknown>,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, server };
}

describe('price, stock and content changes, and the webhooks that announce them', () => {
  let t: TestSandbox;
  let shop: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    shop = await listen();
    t = await startTestSandbox({ webhookUrl: shop.url });
  });
  afterAll(async () => {
    await t.stop();
    await new Promise((resolve) => shop.server.close(resolve));
  });
  beforeEach(() => {
    shop.received.length = 0;
  });

  const productPrice = async (uri: string, pricelist: number) => {
    const r = await t.call('GET', `/commerce/checkout/uri?uri=${uri}&for=product&pricelist=${pricelist}`);
    return (r.body.data as { product: { priceAsNumber: number } }).product;
  };

  it("sets a product's price in a pricelist, shows it at once and tells the shop which pages it touches", async () => {
    const list = await t.call('GET', '/commerce/checkout/products?type=category&category_id=woman&pricelist=49');
    const uri = (list.body as { products: { uri: string }[] }).products[0]!.uri;
    const answer = await t.call('POST', '/__sandbox/price', { body: { product: uri, pricelist: 49, price: 123.45 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      product: uri,
      pricelist: 49,
      price: 123.45,
      webhook: { sent: true, status: 200 },
    });
    expect((await productPrice(uri, 49)).priceAsNumber).toBe(123.45);
    expect(shop.received).toHaveLength(1);
    const [hook] = shop.received;
    expect(hook!.path).toBe('/api/revalidate/catalogue');
    expect(hook!.secretHeader).toBe(DEFAULT_REVALIDATE_SECRET);
    expect(hook!.body).toMatchObject({ products: [uri], secret: DEFAULT_REVALIDATE_SECRET });
    expect(hook!.body.categories).toEqual(expect.arrayContaining(['woman']));
  });

  it('refuses an unknown product, a pricelist without its price, and a price that is not a positive amount', async () => {
    const unknown = await t.call('POST', '/__sandbox/price', { body: { product: 'nope', pricelist: 49, price: 10 } });
    expect(unknown.status).toBe(404);
    const list = await t.call('GET', '/commerce/checkout/products?type=category&category_id=woman');
    const uri = (list.body as { products: { uri: string }[] }).products[0]!.uri;
    expect((await t.call('POST', '/__sandbox/price', { body: { product: uri, pricelist: 1, price: 10 } })).status).toBe(
      404,
    );
    const zero = await t.call('POST', '/__sandbox/price', { body: { product: uri, pricelist: 49, price: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toHaveProperty('price');
    expect(shop.received).toHaveLength(0);
  });

  it('announces a stock change for the item’s product', async () => {
    const list = await t.call('GET', '/commerce/checkout/products?type=category&category_id=woman');
    const product = (list.body as { products: { uri: string; items: { item: string }[] }[] }).products[0]!;
    const answer = await t.call('POST', '/__sandbox/stock', { body: { item: product.items[0]!.item, quantity: 3 } });
    expect(answer.status).toBe(200);
    expect(shop.received[0]).toMatchObject({ path: '/api/revalidate/catalogue', body: { products: [product.uri] } });
  });

  it("publishes a content edit and sends Prismic's webhook body with the document's id", async () => {
    const answer = await t.call('POST', '/__sandbox/content', {
      body: { type: 'website_ticker', lang: 'it-it', data: { sandbox_note: 'edited' } },
    });
    expect(answer.status).toBe(200);
    expect(shop.received[0]).toMatchObject({
      path: '/api/revalidate/content',
      body: { type: 'api-update', secret: DEFAULT_REVALIDATE_SECRET, documents: [answer.body.id] },
    });
    const missing = await t.call('POST', '/__sandbox/content', { body: { type: 'nope', data: { a: 1 } } });
    expect(missing.status).toBe(404);
    const empty = await t.call('POST', '/__sandbox/content', { body: { type: 'website_ticker', data: {} } });
    expect(empty.status).toBe(400);
  });
});
