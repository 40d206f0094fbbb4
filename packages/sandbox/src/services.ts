/** The sandbox's services on one database: the catalogue, the commerce web service and what it is built from. */
import { dirname, join } from 'node:path';
import { Captcha } from './captcha';
import { Catalogue } from './catalogue';
import { Customers } from './commerce/customers';
import { Orders } from './commerce/orders';
import { Outbox } from './commerce/outbox';
import { PaymentGateway } from './commerce/paymentGateway';
import { Payments } from './commerce/payments';
import { Returns } from './commerce/returns';
import { createCommerce } from './commerce/routes';
import { Selections } from './commerce/selection';
import { Sessions } from './commerce/session';
import { Shop } from './commerce/shop';
import { Suggestions } from './commerce/suggestions';
import { Withdrawals } from './commerce/withdrawals';
import type { SandboxConfig } from './config';
import type { Db } from './db';
export function createServices(db: Db, config: SandboxConfig) {
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
  return { catalogue, orders, gateway, outbox, captcha, withdrawals, commerce };
}
