/**
 * Liveness and readiness for a load balancer or an orchestrator.
 *
 * - live (`/api/health`): the process answers. Nothing else is asked, so a back-end's outage never gets
 *   healthy instances restarted.
 * - ready (`/api/ready`): the back-ends the pages need answer: the commerce API, the general service
 *   (through the proxies' allowlist, as every page calls them) and the content API (Prismic's, or the
 *   sandbox's). Any of them down → 503, naming which. The shared page cache (Redis) is reported, not
 *   required: without it the instances render every page, which is slower but correct.
 * - The commerce check reads the back-end's price lists and reports where they disagree with the shop's
 *   table of price lists by country (`pricelistDrift`): reported and logged, not required, as a mismatch
 *   is for the merchant to mend in one place or the other, and the shop still sells meanwhile.
 */
import type { Proxy } from '@passo/proxy-api';
import type { ServerConfig } from '../lib/config';
import { pricelistDrift, type BackEndPricelist } from '../lib/locale/pricelistDrift';

export const READY_CHECK_TIMEOUT_MS = 2_000;

export type BackEnd = 'commerce' | 'general' | 'content';

export interface CheckResult {
  ok: boolean;
  /** How long the check took. */
  ms: number;
  /** Why it is not ok (status or error), when it is not. */
  error?: string;
}

export interface Readiness {
  status: 'ready' | 'unavailable';
  /** The back-ends that did not answer as they should. */
  down: BackEnd[];
  checks: Record<BackEnd, CheckResult>;
  /** Countries whose price list or currency the back-end and the shop's table disagree on (null: not read). */
  pricelistDrift: string[] | null;
}

export interface ReadinessDeps {
  proxy: Pick<Proxy, 'call'>;
  config: Pick<ServerConfig, 'prismicApiUrl' | 'prismicAccessToken'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The request id to pass on, so the checks' back-end log lines join the ready call's. */
  requestId?: string;
}

async function timed(check: () => Promise<void>): Promise<CheckResult> {
  const started = performance.now();
  try {
    await check();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** The price list drift last written to the log. */
let lastDriftSaid = '';

/** Asks each back-end one cheap public question, in parallel, each within the timeout. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  const headers: Record<string, string> = deps.requestId ? { 'x-request-id': deps.requestId } : {};
  let drift: string[] | null = null;
  const viaProxy =
    (proxy: 'commerce-read' | 'general', url: string, params: Record<string, string>, read?: (data: unknown) => void) =>
    async () => {
      const result = await deps.proxy.call(proxy, { url, params, timeoutMs }, { headers });
      if (result.status !== 200) throw new Error(`${url} answered ${result.status}`);
      read?.(result.data);
    };
  const readPricelists = (data: unknown) => {
    const pricelists = (data as { pricelists?: unknown } | null)?.pricelists;
    if (!Array.isArray(pricelists)) return;
    drift = pricelistDrift(pricelists as BackEndPricelist[]);
    // Said once per change, not on every probe of a load balancer.
    const said = drift.join('; ');
    if (said !== lastDriftSaid && drift.length)
      console.warn('[ready] the back-end’s price lists differ from the shop’s:', said);
    lastDriftSaid = said;
  };
  const content = async () => {
    const requestHeaders: Record<string, string> = { accept: 'application/json', ...headers };
    if (deps.config.prismicAccessToken) requestHeaders.authorization = `Token ${deps.config.prismicAccessToken}`;
    const res = await (deps.fetch ?? fetch)(deps.config.prismicApiUrl, {
      headers: requestHeaders,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`the content API answered ${res.status}`);
  };
  const [commerce, general, contentResult] = await Promise.all([
    timed(viaProxy('commerce-read', 'shop/pricelists', {}, readPricelists)),
    timed(viaProxy('general', 'search/quicklinks', { lang: 'en' })),
    timed(content),
  ]);
  const checks: Record<BackEnd, CheckResult> = { commerce, general, content: contentResult };
  const down = (Object.keys(checks) as BackEnd[]).filter((name) => !checks[name].ok);
  return { status: down.length ? 'unavailable' : 'ready', down, checks, pricelistDrift: drift };
}
