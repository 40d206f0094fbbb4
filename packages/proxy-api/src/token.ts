/**
 * The commerce session token: kept by the browser only as an HttpOnly cookie,
 * sent upstream as `API-Token`, never present in a body the browser reads.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Headers, JsonValue } from './types';

export const TOKEN_COOKIE = 'passo_api_token';
/** The upstream header that carries the token (Centra's Checkout API name). */
export const TOKEN_HEADER = 'api-token';
/** How long the browser keeps the cart's token: 30 days, so a cart survives a closed browser. */
export const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Tokens are opaque, but never long and never anything but URL-safe characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,512}$/;

export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join('; ') : value;
}

/** The token from the request's `Cookie` header, if it holds a well-formed one. */
export function readTokenCookie(headers: Headers): string | undefined {
  const cookie = headerValue(headers, 'cookie');
  if (!cookie) return undefined;
  const value = parseCookie(cookie)[TOKEN_COOKIE];
  return isWellFormedToken(value) ? value : undefined;
}

export function tokenCookie(token: string, secure: boolean): string {
  return stringifySetCookie(TOKEN_COOKIE, token, {
    path: '/',
    maxAge: TOKEN_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

/**
 * Removes the token from a JSON body: every `token` key at any depth, and any
 * string that equals one of the known token values, wherever it sits.
 */
export function stripToken(data: JsonValue, tokens: ReadonlySet<string>): JsonValue {
  if (typeof data === 'string') return tokens.has(data) ? '' : data;
  if (Array.isArray(data)) return data.map((item) => stripToken(item, tokens));
  if (data !== null && typeof data === 'object') {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, value] of Object.entries(data)) {
      if (key === 'token' || key.toLowerCase() === TOKEN_HEADER) continue;
      out[key] = stripToken(value, tokens);
    }
    return out;
  }
  return data;
}
