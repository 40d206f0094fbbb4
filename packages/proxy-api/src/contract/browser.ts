/**
 * A browser for the contract tests, and the check it makes of every answer: a successful commerce or general
 * answer is parsed with its response schema (the storefront's types come from the same schemas), and the
 * calls so parsed are recorded.
 */
import { z } from 'zod';
import { COMMERCE_RESPONSE_CALLS, responseSchema } from '../responses';
import { TEST_SITE } from '../testing/testProxyConfig';
import type { MountedProxy } from '../testing/mount';
import { TOKEN_COOKIE } from '../token';
import type { HttpMethod, ProxyName } from '../types';
import { M } from './contractSandbox';

export type Body = Record<string, unknown> & { errors?: Record<string, string> };

/** The commerce calls (method and template) whose answers were parsed with their schema in this run. */
export const parsedCalls = new Set<string>();

/**
 * Parses a successful answer with its response schema (the storefront's types come from the same schemas);
 * a field missing, of another type, or null where the type says it never is, fails the test that made the call.
 */
export function expectResponseShape(
  proxyName: ProxyName,
  method: string,
  url: string,
  query: Record<string, string>,
  body: unknown,
) {
  if (proxyName === 'content') return;
  const service = proxyName === 'general' ? 'general' : 'commerce';
  const schema = responseSchema(service, method as HttpMethod, url, query);
  if (!schema) {
    if (service === 'commerce') throw new Error(`${method} ${url} has no response schema in responses.ts`);
    return;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`${method} ${url} does not match its response schema:\n${z.prettifyError(parsed.error)}`);
  }
  if (service === 'commerce') {
    const call = COMMERCE_RESPONSE_CALLS.find((c) => {
      const [m, template = ''] = c.split(' ');
      return m === method && new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(url);
    });
    if (call) parsedCalls.add(call);
  }
}

/** A browser: keeps the token cookie the proxies set, and sees every body they send. */
export class Browser {
  cookie: string | undefined;
  bodies: string[] = [];

  constructor(private readonly proxies: { mounted: MountedProxy }) {}

  async request(
    proxyName: ProxyName,
    method: string,
    url: string,
    params: Record<string, string> = {},
    body?: unknown,
  ) {
    const query = new URLSearchParams({ url, ...params });
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = `${TOKEN_COOKIE}=${this.cookie}`;
    if (body !== undefined) Object.assign(headers, { origin: TEST_SITE, 'content-type': 'application/json' });
    const res = await fetch(`${this.proxies.mounted.url}/api/${proxyName}?${query}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    const match = setCookie ? new RegExp(`^${TOKEN_COOKIE}=([^;]+)`).exec(setCookie) : null;
    if (match?.[1]) this.cookie = decodeURIComponent(match[1]);
    const text = await res.text();
    this.bodies.push(text);
    const parsed = JSON.parse(text) as Body;
    if (res.status < 300) expectResponseShape(proxyName, method, url, params, parsed);
    return { status: res.status, body: parsed, headers: res.headers };
  }

  read(url: string, params?: Record<string, string>) {
    return this.request('commerce-read', 'GET', url, params);
  }

  write(method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown) {
    return this.request('commerce-write', method, url, {}, body);
  }

  /** The token never reaches the browser: not in any body it was sent. */
  expectTokenNeverSent() {
    expect(this.cookie).toBeDefined();
    for (const text of this.bodies) {
      expect(text).not.toContain(this.cookie);
      expect(text).not.toMatch(/"token"\s*:/);
    }
  }
}

/** A product with a size in stock in market 1, found through the proxy. */
export async function inStockItem(browser: Browser): Promise<{ product: string; item: string; uri: string }> {
  const { body } = await browser.read('checkout/products', {
    ...M,
    type: 'category',
    category_id: 'woman',
    items_per_page: '40',
  });
  const products = body.products as {
    product: string;
    uri: string;
    items: { item: string; stockQuantity: number }[];
  }[];
  for (const p of products) {
    const item = p.items.find((i) => i.stockQuantity >= 5);
    if (item) return { product: p.product, item: item.item, uri: p.uri };
  }
  throw new Error('no product with stock in woman');
}
