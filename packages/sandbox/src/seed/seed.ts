/**
 * Writes the seed into a database: the generated catalogue, vouchers and a
 * demo customer with two past orders. Everything in one transaction, so a
 * reset is all or nothing.
 */
import { ALL_TABLES, SCHEMA_VERSION, type Db } from '../db';
import { LANGUAGES } from '../constants';
import { buildCatalogue } from './catalogue';
import { recordPrice } from '../priceHistory';
import { hashPasswordSync } from '../commerce/passwordHash';

export const DEMO_CUSTOMER = { email: 'demo@passo.example', password: 'passo-demo-2026' } as const;

export const SEED_VOUCHERS = [
  { code: 'POPSOUL10', type: 'percent', value: 10, market: null, validUntil: null, description: '10 % off' },
  { code: 'PASSO15', type: 'fixed', value: 1500, market: null, validUntil: null, description: '15 EUR off' },
  { code: 'FREESHIP', type: 'free_shipping', value: 0, market: null, validUntil: null, description: 'Free shipping' },
  // A gift: 100 % off, so shipping is waived too and the order completes without a payment method.
  { code: 'REGALO100', type: 'percent', value: 100, market: null, validUntil: null, description: 'Gift: 100 % off' },
  {
    code: 'ESTATE2024',
    type: 'percent',
    value: 15,
    market: null,
    validUntil: '2024-09-30',
    description: 'Summer 2024: 15 % off',
  },
  {
    code: 'SEGRETO20',
    type: 'percent',
    value: 20,
    market: 3,
    validUntil: null,
    description: 'Secret campaign: 20 % off',
  },
] as const;

export function clearAll(db: Db): void {
  for (const table of ALL_TABLES) db.prepare(`DELETE FROM ${table}`).run();
}

export function seedDatabase(db: Db, now = new Date()): void {
  const catalogue = buildCatalogue();
  const demoHash = hashPasswordSync(DEMO_CUSTOMER.password);
  db.transaction(() => {
    clearAll(db);
    const insertProduct = db.prepare(
      `INSERT INTO product (id, sku, uri, gender, kind, line, colour, main_category, markets, media, video_url, is_new, created_day, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertText = db.prepare(
      'INSERT INTO product_text (product, lang, name, description, short_description) VALUES (?, ?, ?, ?, ?)',
    );
    const insertItem = db.prepare(
      'INSERT INTO item (item, product, size, eu, us, uk, position) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    catalogue.products.forEach((p, position) => {
      insertProduct.run(
        p.id,
        p.sku,
        p.uri,
        p.gender,
        p.kind,
        p.line,
        p.colour,
        p.mainCategory,
        JSON.stringify(p.markets),
        JSON.stringify(p.media),
        p.videoUrl,
        p.isNew ? 1 : 0,
        p.createdDay,
        position,
      );
      for (const lang of LANGUAGES)
        insertText.run(p.id, lang, p.names[lang], p.descriptions[lang], p.shortDescriptions[lang]);
      p.sizes.forEach((s, i) => insertItem.run(`${p.id}-${s.size}`, p.id, s.size, s.eu, s.us, s.uk, i));
    });
    const insertStock = db.prepare(
      'INSERT INTO stock (item, market, warehouse, quantity, position) VALUES (?, ?, ?, ?, ?)',
    );
    catalogue.stock.forEach((s, i) => insertStock.run(s.item, s.market, s.warehouse, s.quantity, i));
    const insertPrice = db.prepare('INSERT INTO price (product, pricelist, price, before) VALUES (?, ?, ?, ?)');
    for (const p of catalogue.prices) insertPrice.run(p.product, p.pricelist, p.price, p.before);
    seedPriceHistory(db, catalogue.prices, now);
    const insertCategory = db.prepare(
      `INSERT INTO category (id, uri, complete_uri, parent, names, sort_order, special, start_date, end_date, market)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertMember = db.prepare('INSERT INTO category_product (category, product, position) VALUES (?, ?, ?)');
    for (const c of catalogue.categories) {
      insertCategory.run(
        c.id,
        c.uri,
        c.completeUri,
        c.parent,
        JSON.stringify(c.names),
        c.sortOrder,
        c.special ? 1 : 0,
        c.startDate,
        c.endDate,
        c.market,
      );
      c.products.forEach((product, i) => insertMember.run(c.id, product, i));
    }
    const insertVoucher = db.prepare(
      'INSERT INTO voucher (code, type, value, market, valid_until, description) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const v of SEED_VOUCHERS) insertVoucher.run(v.code, v.type, v.value, v.market, v.validUntil, v.description);

    const customer = db
      .prepare(
        `INSERT INTO customer (email, password_hash, first_name, last_name, phone, newsletter, country, language, created_at)
         VALUES (?, ?, 'Giulia', 'Rossi', '+39 333 1234567', 1, 'IT', 'it', ?)`,
      )
      .run(DEMO_CUSTOMER.email, demoHash, now.toISOString());
    const customerId = Number(customer.lastInsertRowid);
    db.prepare(
      `INSERT INTO address (customer, first_name, last_name, address1, zip_code, city, country, phone, is_default)
       VALUES (?, 'Giulia', 'Rossi', 'Via del Corso 12', '60121', 'Ancona', 'IT', '+39 333 1234567', 1)`,
    ).run(customerId);
    seedOrders(db, customerId, catalogue, now);
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema', String(SCHEMA_VERSION));
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seeded_at', now.toISOString());
  })();
}

/**
 * Every price has a history: the full price since 90 days ago; a reduced one took effect 10 days ago, and
 * one reduced product in three had a smaller cut 25 days ago (so its lowest price of the 30 days before the
 * reduction is below the struck-through one).
 */
function seedPriceHistory(
  db: Db,
  prices: readonly { product: string; pricelist: number; price: number; before: number }[],
  now: Date,
): void {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const reduced = [...new Set(prices.filter((p) => p.price < p.before).map((p) => p.product))];
  for (const p of prices) {
    recordPrice(db, p.product, p.pricelist, p.before, daysAgo(90));
    if (p.price >= p.before) continue;
    if (reduced.indexOf(p.product) % 3 === 0) {
      recordPrice(db, p.product, p.pricelist, Math.max(p.price, Math.round((p.before * 0.9) / 100) * 100), daysAgo(25));
    }
    recordPrice(db, p.product, p.pricelist, p.price, daysAgo(10));
  }
}

function seedOrders(db: Db, customerId: number, catalogue: ReturnType<typeof buildCatalogue>, now: Date): void {
  const address = {
    email: DEMO_CUSTOMER.email,
    firstName: 'Giulia',
    lastName: 'Rossi',
    address1: 'Via del Corso 12',
    address2: '',
    zipCode: '60121',
    city: 'Ancona',
    country: 'IT',
    phone: '+39 333 1234567',
  };
  const orders = [
    { id: 'PS-100001', daysAgo: 60, status: 'delivered', products: [catalogue.products[0], catalogue.products[20]] },
    { id: 'PS-100002', daysAgo: 9, status: 'shipped', products: [catalogue.products[5]] },
  ];
  for (const o of orders) {
    const created = new Date(now.getTime() - o.daysAgo * 86_400_000).toISOString();
    const lines = o.products.flatMap((p, i) => {
      if (!p) return [];
      const size = p.sizes[Math.min(2, p.sizes.length - 1)];
      const price = catalogue.prices.find((pr) => pr.product === p.id && pr.pricelist === 49);
      if (!size || !price) return [];
      return [
        {
          line: `${o.id}-${i + 1}`,
          item: `${p.id}-${size.size}`,
          product: p.id,
          size: size.size,
          sku: `PS${p.id}-${size.size}`,
          quantity: 1,
          priceEachMinor: price.price,
          nameByLang: p.names,
          media: p.media[0],
        },
      ];
    });
    const body = {
      currency: 'EUR',
      pricelist: 49,
      market: 1,
      lang: 'it',
      lines,
      voucherMinor: 0,
      vouchers: [],
      shippingMinor: 0,
      shippingMethod: 'standard',
      paymentMethod: 'sandbox-card',
      address,
      shippingAddress: address,
    };
    db.prepare('INSERT INTO orders (id, customer, email, created_at, status, body) VALUES (?, ?, ?, ?, ?, ?)').run(
      o.id,
      customerId,
      DEMO_CUSTOMER.email,
      created,
      o.status,
      JSON.stringify(body),
    );
    // A delivered order arrived three days after it was placed (its withdrawal period runs from then).
    if (o.status === 'delivered') {
      db.prepare('INSERT INTO order_delivery (order_id, delivered_at) VALUES (?, ?)').run(
        o.id,
        new Date(Date.parse(created) + 3 * 86_400_000).toISOString(),
      );
    }
  }
}
