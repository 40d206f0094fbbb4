/**
 * Server-side configuration, from environment variables, with the embedded
 * sandbox as the default for everything. Read it on the server only.
 */

export interface ServerConfig {
  /** Base URL of the commerce back-end (the Centra-like checkout API). */
  commerceApiUrl: string;
  /** Base URL of the general web service (user/ip, search/lines, search/quicklinks). */
  generalApiUrl: string;
  /** Base URL of the content proxy back-end (prismic/{type}/{uid}, prismic/blog). */
  contentProxyUrl: string;
  /** The Prismic repository name, when the content comes from Prismic's cloud. */
  prismicRepository: string | undefined;
  /** The Prismic REST API v2 endpoint (the sandbox's unless a repository or URL is set). */
  prismicApiUrl: string;
  /** Prismic access token for private repositories. */
  prismicAccessToken: string | undefined;
  /** The shop's public origin, for canonical URLs, sitemaps and same-origin checks. */
  siteUrl: string;
  /** The main site's origin for the spec's redirects to "the main site". */
  mainSiteUrl: string;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  /** What the browser needs for a captcha token: Google's reCAPTCHA v3 with a site key, else the sandbox's stand-in. */
  captcha: CaptchaClientConfig;
  /** Upstream timeout in milliseconds. */
  upstreamTimeoutMs: number;
  /** Whether the commerce token cookie is `Secure` (production). */
  secureCookies: boolean;
  /**
   * The shared secret of the on-demand revalidation webhooks (`/api/revalidate/*`); it also derives the
   * secret campaign's cache key. Set REVALIDATE_SECRET in production; the default is the sandbox's.
   */
  revalidateSecret: string;
  /**
   * The HTTP cache tier in front of the instances (deploy/nginx), as an instance reaches it: after a
   * webhook the changed pages are fetched through it once more so its copies are replaced at once.
   * Unset (CACHE_TIER_URL): no cache tier, nothing to refresh.
   */
  cacheTierUrl: string | undefined;
}

/** The revalidation webhooks' secret when REVALIDATE_SECRET is unset: the sandbox sends the same by default. */
export const DEFAULT_REVALIDATE_SECRET = 'passo-sandbox-revalidate';

/** The captcha action the newsletter's tokens are asked for (the browser asks for it, the proxy checks it). */
export const NEWSLETTER_CAPTCHA_ACTION = 'newsletter';

/** The captcha script and site key the browser uses (public values: they are sent to every visitor). */
export interface CaptchaClientConfig {
  scriptUrl: string;
  siteKey: string;
}

/** The sandbox captcha's public site key (packages/sandbox/API.md, "Images and captcha"). */
export const SANDBOX_CAPTCHA_SITE_KEY = 'sandbox-captcha-site-key';

export const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010';

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * `Secure` cookies in production. `COOKIE_SECURE=1|0` decides explicitly; otherwise a production
 * server is secure unless its SITE_URL is plain http on this machine (`npm start`, the e2e runs),
 * where a browser would drop a Secure cookie sent over http://127.0.0.1.
 */
function secureCookies(env: Record<string, string | undefined>, siteUrl: string): boolean {
  const explicit = nonEmpty(env.COOKIE_SECURE)?.toLowerCase();
  if (explicit === '1' || explicit === 'true') return true;
  if (explicit === '0' || explicit === 'false') return false;
  if (siteUrl.startsWith('https://')) return true;
  const local = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(siteUrl);
  return env.NODE_ENV === 'production' && !local;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Reads the configuration from an environment (default: `process.env`). */
export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const sandbox = stripSlash(nonEmpty(env.SANDBOX_URL) ?? DEFAULT_SANDBOX_URL);
  const prismicRepository = nonEmpty(env.PRISMIC_REPOSITORY);
  const explicitPrismic = nonEmpty(env.PRISMIC_API_URL);
  const prismicApiUrl = stripSlash(
    prismicRepository && !explicitPrismic
      ? `https://${prismicRepository}.cdn.prismic.io/api/v2`
      : (explicitPrismic ?? `${sandbox}/prismic/api/v2`),
  );
  const siteUrl = stripSlash(nonEmpty(env.SITE_URL) ?? 'http://localhost:3000');
  const timeout = Number(env.UPSTREAM_TIMEOUT_MS ?? 8000);
  const recaptchaSiteKey = nonEmpty(env.RECAPTCHA_SITE_KEY);
  return {
    commerceApiUrl: stripSlash(nonEmpty(env.COMMERCE_API_URL) ?? `${sandbox}/commerce`),
    generalApiUrl: stripSlash(nonEmpty(env.GENERAL_API_URL) ?? `${sandbox}/general`),
    contentProxyUrl: stripSlash(nonEmpty(env.CONTENT_PROXY_URL) ?? `${sandbox}/content`),
    prismicRepository,
    prismicApiUrl,
    prismicAccessToken: nonEmpty(env.PRISMIC_ACCESS_TOKEN),
    siteUrl,
    mainSiteUrl: stripSlash(nonEmpty(env.MAIN_SITE_URL) ?? siteUrl),
    recaptchaSiteKey,
    recaptchaSecret: nonEmpty(env.RECAPTCHA_SECRET),
    captcha: recaptchaSiteKey
      ? {
          scriptUrl: `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(recaptchaSiteKey)}`,
          siteKey: recaptchaSiteKey,
        }
      : { scriptUrl: `${sandbox}/captcha/api.js`, siteKey: SANDBOX_CAPTCHA_SITE_KEY },
    upstreamTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8000,
    secureCookies: secureCookies(env, siteUrl),
    revalidateSecret: nonEmpty(env.REVALIDATE_SECRET) ?? DEFAULT_REVALIDATE_SECRET,
    cacheTierUrl: nonEmpty(env.CACHE_TIER_URL) ? stripSlash(nonEmpty(env.CACHE_TIER_URL)!) : undefined,
  };
}
