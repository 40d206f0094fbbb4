/** The shape of one allowlist entry: what a route says of its upstream call. */
import type { z } from 'zod';
import type { LimitCount, LimitName } from '../rateLimit';
import type { HttpMethod, ProxyConfig, ProxyName } from '../types';

/** How a response may be cached, and whether the session token travels with it. */
export type Access =
  /** Same answer for every visitor: no cookie back, CDN-cacheable (the visitor's token goes up only to spare the back-end a session). */
  | 'public'
  /**
   * Same answer for every visitor, but about stock, which a sale changes at any moment: no cookie back,
   * and nobody (browser or CDN) may answer from a stored copy without asking again.
   */
  | 'live'
  /** About this visitor's session (cart, customer): token both ways, `no-store`. */
  | 'personal';

export interface RouteDef {
  proxy: ProxyName;
  method: HttpMethod;
  /** Upstream path template, relative to the proxy's base URL. */
  path: string;
  /** Validators for the template's `{name}` segments. */
  params?: Record<string, z.ZodType<string>>;
  /** Query parameters (strict: unknown keys are refused). Every route has one, empty by default. */
  query?: z.ZodType<Record<string, unknown>>;
  /** JSON body (strict) for POST/PUT/DELETE. */
  body?: z.ZodType<Record<string, unknown>>;
  access: Access;
  /** Callable only from the storefront's server code, never through `/api/*`. */
  serverOnly?: boolean;
  /** Forward the visitor's `x-forwarded-for` / `x-real-ip` (geo lookup). */
  forwardClientIp?: boolean;
  /** A rate limit on the route (see rateLimit.ts): what it counts, against what, and the field its 429 names. */
  limit?: RouteLimit;
  /** The body carries a reCAPTCHA token the proxy verifies first when a secret is configured (`captchaToken`). */
  captcha?: boolean;
  /** Turns the validated body into what goes upstream (fields the proxy, not the caller, decides). */
  rewriteBody?: (
    body: Record<string, unknown>,
    site: Pick<ProxyConfig, 'siteUrl' | 'links'>,
  ) => Record<string, unknown>;
}

export interface RouteLimit {
  name: LimitName;
  count: LimitCount;
  /** The form field the 429's message belongs to (the back-end's own name for it, where it has one). */
  field: string;
  /** The target counted besides the client address: the validated body's e-mail, or the visitor's session token. */
  target: (body: Record<string, unknown>, sessionToken: string | undefined) => string | undefined;
  /** A success forgets the target's count (a sign-in that worked). */
  clearOnSuccess?: boolean;
}
