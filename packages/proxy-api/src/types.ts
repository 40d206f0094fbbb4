/**
 * The minimal request/response shapes the handlers speak. They are plain
 * data, so the same handler runs behind Next's `pages/api`, a bare
 * `node:http` server, or in-process from `getServerSideProps`.
 */

/** The four proxies the storefront mounts under `/api/<name>`. */
import type { CaptchaVerifyConfig } from './captcha';
import type { RateLimiter } from './rateLimit';

export const PROXY_NAMES = ['commerce-read', 'commerce-write', 'content', 'general'] as const;
export type ProxyName = (typeof PROXY_NAMES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type Headers = Record<string, string | string[] | undefined>;

export interface ProxyRequest {
  method: string;
  /** The query string (with or without `?`), or already-parsed parameters. */
  query: string | URLSearchParams;
  /** Request headers, names lower-cased (as node:http gives them). */
  headers: Headers;
  /** The raw request body, already read (and size-checked) by the adapter. */
  body?: string | undefined;
  /** The TCP peer's address, for `x-forwarded-for` on `user/ip`. */
  remoteAddress?: string | undefined;
}

export interface ProxyResult<T = JsonValue> {
  status: number;
  /** Response headers, lower-case names; `set-cookie` is a list. */
  headers: Record<string, string | string[]>;
  /** The JSON body, the commerce token already removed. */
  data: T;
  /**
   * The same body as UTF-8 JSON bytes, in the pieces the back-end's socket delivered, when the
   * proxy already has them (adapters write them as they are, without joining them).
   */
  raw?: Buffer[];
  /** The total length of `raw` in bytes. */
  rawSize?: number;
}

/** Who is calling: the browser (through `/api/*`) or the storefront's own server code. */
export type Caller = 'browser' | 'server';

export interface ProxyConfig {
  /** Base URLs of the back-ends, from configuration only (never from a request). */
  upstreams: { commerce: string; general: string; content: string };
  /** The shop's public origin, e.g. `https://www.passo.example`, for the same-origin check on writes. */
  siteUrl: string;
  /**
   * The storefront's pages the proxy links to in what it sends upstream (the back-end e-mails the link), as
   * site paths from the storefront's routes module; the proxy makes them absolute with `siteUrl`. The proxy
   * knows no storefront path of its own.
   */
  links: {
    /** The page a password-reset e-mail links to, in a locale (`it-it` → `/it-it/other/password-reset`). */
    passwordReset: (locale: string) => string;
    /** Centra's `paymentReturnPage`: where a payment page sends the shopper back after paying. */
    paymentReturn: (locale: string) => string;
    /** Centra's `paymentFailedPage`: where a payment page sends the shopper after a decline or a cancel. */
    paymentFailed: (locale: string) => string;
  };
  /** Upstream timeout; past it the proxy answers 504. */
  timeoutMs: number;
  /** Whether the token cookie carries `Secure` (true in production). */
  secureCookie: boolean;
  /** Rate limits on the routes that declare one (rateLimit.ts); none when absent. */
  rateLimiter?: RateLimiter | Promise<RateLimiter | undefined> | undefined;
  /**
   * How many proxies (load balancer, CDN) stand in front of the shop and append to `x-forwarded-for`: the
   * client address a limit counts is that many hops from the right (0: the TCP peer).
   */
  trustedProxyHops?: number;
  /** Server-side reCAPTCHA verification of captcha-guarded writes (captcha.ts); none when absent. */
  captcha?: CaptchaVerifyConfig | undefined;
}
