import type { Page, Response } from '@playwright/test';

export interface Served {
  /** The instance's port, from nginx's X-Upstream ("" when the request failed before an answer). */
  port: string;
  url: string;
  type: string;
  status: number;
  /** Why the browser got no answer (a refused or cut connection, an aborted load). */
  failure?: string;
}

/**
 * Which instance (its port, from nginx's X-Upstream) answered each request the page made to `origin`, the
 * load balancer, with its status; and every such request that got no answer at all.
 */
export function recordUpstreams(page: Page, origin: string): Served[] {
  const seen: Served[] = [];
  page.on('response', (response: Response) => {
    const upstream = response.headers()['x-upstream'];
    if (!upstream || !response.url().startsWith(origin)) return;
    // After a refused connection nginx lists both tries ("127.0.0.1:a, 127.0.0.1:b"): the last one answered.
    const port = upstream.split(',').pop()!.trim().split(':').pop()!;
    seen.push({ port, url: response.url(), type: response.request().resourceType(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A load the page itself gave up (a prefetch or beacon when the page is left) is not an instance's failure.
    if (!request.url().startsWith(origin) || failure === 'net::ERR_ABORTED') return;
    seen.push({ port: '', url: request.url(), type: request.resourceType(), status: 0, failure });
  });
  return seen;
}
