/** What the commerce routes share: the services they call, one call's parts, its answer, and the helpers that read a call's locale. */
import type { Captcha } from '../captcha';
import type { Catalogue } from '../catalogue';
import type { RequestContext } from '../catalogueRecords';
import type { Db } from '../db';
import type { Locale } from './context';
import type { Customers } from './customers';
import type { Orders } from './orders';
import type { Outbox } from './outbox';
import type { Payments } from './payments';
import type { Returns } from './returns';
import type { Selections } from './selection';
import type { Session, Sessions } from './session';
import type { Shop } from './shop';
import type { Suggestions } from './suggestions';
import type { Withdrawals } from './withdrawals';

export interface CommerceDeps {
  db: Db;
  catalogue: Catalogue;
  sessions: Sessions;
  selections: Selections;
  orders: Orders;
  payments: Payments;
  returns: Returns;
  withdrawals: Withdrawals;
  customers: Customers;
  outbox: Outbox;
  shop: Shop;
  suggestions: Suggestions;
  captcha: Captcha;
  siteUrl: string;
}

export interface Call {
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  session: Session;
  mediaBase: string;
  /** The caller's address (the first `x-forwarded-for` hop, else the socket's), for rate limits. */
  ip: string;
}
export type Answer = { status?: number; body: Record<string, unknown> };
export type Handler = (call: Call) => Answer | Promise<Answer>;

/** A call's locale, read for a read or for a write, and the checkout answer a write of the selection gets. */
export interface CallLocale {
  /** Reads: the request's locale over the selection's stored one. */
  readCtx(call: Call): RequestContext;
  /** Writes: the body's (or query's) locale, stored on the selection. */
  writeLocale(call: Call): Locale;
  checkout(call: Call, locale: Locale, status?: number): Answer;
}
