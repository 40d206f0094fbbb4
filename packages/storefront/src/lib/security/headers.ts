/**
 * The shop's security headers: one Content-Security-Policy and the
 * usual hardening headers, for every response the storefront sends.
 *
 * Where they are applied: on every response the server sends (pages, API routes, `_next/static`, public
 *   files, `/sw.js`, 404 and 500), set from this instance's environment as the request arrives
 *   (src/server/securityHeaders.ts, installed by instrumentation.ts), so an image built once and configured
 *   by its environment (a reCAPTCHA key, a Prismic repository, a sandbox on another port) gets the policy that
 *   configuration needs. Not next.config's `headers()` (the build's environment) nor the request proxy (it
 *   runs only where a redirect rule may apply).
 *
 * Scripts: no nonce. The pages router writes one inline script, `__NEXT_DATA__`,
 * as `type="application/json"`: data, never executed, so `script-src` does not
 * apply to it. The shop's one executable inline script (shell/document/firstScript,
 * the same on every page) is allowed by its hash. Every other script is a file from the
 * shop's own origin (`_next/static`), so `script-src 'self'` plus the hosts of
 * what is configured holds — and, as the header is the same for every visitor,
 * a cached (ISR) page and its header stay valid together: nothing per-request
 * has to be written into the HTML.
 *
 * Styles need `'unsafe-inline'`: production pages carry their CSS inline
 * (vanilla-extract's built sheets, shell/document/inlineCss, and the
 * styled-components sheet collected on the server, both as `<style>`
 * elements whose content differs per page), and react-aria and our components
 * render `style="…"` attributes in the server HTML (positions, aspect ratios),
 * which hashes cannot allow. Style injection cannot run code; scripts stay strict.
 */

/**
 * `'sha256-…'` of the page's one executable inline script (shell/document/firstScript's FIRST_SCRIPT), for
 * `script-src`; firstScript.test.ts checks it against the script.
 */
export const FIRST_SCRIPT_HASH = "'sha256-uc7AvMukARFGO4Z/ERfyAqJakZcOn1IIDztuZ9Dd9Gc='";

/** The environment the policy reads (the same variables as lib/config). */
export type SecurityEnv = Record<string, string | undefined>;

/** Where Slice Machine runs its simulator frame: locally on port 9999, or in Prismic's cloud. */
const SLICE_MACHINE_ANCESTORS = ['http://localhost:9999', 'http://127.0.0.1:9999', 'https://*.prismic.io'];
/** Prismic's preview and its toolbar (script, frames, API). */
const PRISMIC_HOSTS = ['https://static.cdn.prismic.io', 'https://*.prismic.io'];
/** Google's documented hosts for reCAPTCHA v3. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};
/** Google Tag Manager and Analytics 4, when a container is configured (GTM_ID). */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * A back-end's origin as a CSP source. The embedded sandbox on this machine is
 * allowed on any port of its loopback host, so one build serves whichever
 * port `npm start -- --sandbox-port` or a test gives it.
 */
function originSource(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    if (LOOPBACK.has(parsed.hostname)) {
      return [`${parsed.protocol}//${parsed.hostname}:*`, ...(parsed.port === '' ? [parsed.origin] : [])];
    }
    return [parsed.origin];
  } catch {
    return [];
  }
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** Which kind of page a policy is for: framing is allowed only where Prismic must frame the shop. */
export type FrameContext = 'shop' | 'preview' | 'simulator';

/** The Content-Security-Policy for the given configuration. */
export function contentSecurityPolicy(env: SecurityEnv = process.env, frame: FrameContext = 'shop'): string {
  const sandbox = nonEmpty(env.SANDBOX_URL) ?? 'http://127.0.0.1:4010';
  const recaptcha = Boolean(nonEmpty(env.RECAPTCHA_SITE_KEY));
  const prismic = Boolean(nonEmpty(env.PRISMIC_REPOSITORY));
  const analytics = Boolean(nonEmpty(env.GTM_ID));
  const development = env.NODE_ENV === 'development';
  const siteUrl = nonEmpty(env.SITE_URL) ?? '';

  // The sandbox stands in for the captcha (its script and token call), the payment gateway (the invoice
  // form posts to it) and the image hosts; the real ones replace it when configured.
  const sandboxSources = originSource(sandbox);
  const captchaScript = recaptcha ? RECAPTCHA.script : sandboxSources;
  const captchaConnect = recaptcha ? RECAPTCHA.connect : sandboxSources;
  const imageHosts = unique([
    ...sandboxSources,
    ...originSource(nonEmpty(env.IMAGE_HOST_URL)),
    'https://images.prismic.io',
  ]);
  const mediaHosts = unique([...imageHosts, 'https://*.prismic.io']);
  // The invoice method's injected form posts to the payment gateway; with a real commerce back-end
  // PAYMENT_FORM_HOSTS lists its gateways (space-separated origins).
  const formHosts = unique([
    ...originSource(nonEmpty(env.COMMERCE_API_URL) ?? sandbox),
    ...(nonEmpty(env.PAYMENT_FORM_HOSTS)?.split(/\s+/) ?? []),
  ]);

  const ancestors =
    frame === 'simulator'
      ? ["'self'", ...SLICE_MACHINE_ANCESTORS]
      : frame === 'preview'
        ? ["'self'", 'https://*.prismic.io']
        : ["'none'"];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...captchaScript,
        ...(prismic ? PRISMIC_HOSTS : []),
        ...(analytics ? ANALYTICS.script : []),
        // `next dev` only: React Refresh evaluates code and the dev server writes its own inline scripts.
        // Production builds never get either: their one inline script, the early press holder, is allowed
        // by its hash (a hash would switch `'unsafe-inline'` off in development).
        ...(development ? ["'unsafe-eval'", "'unsafe-inline'"] : [FIRST_SCRIPT_HASH]),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...imageHosts, ...(analytics ? ANALYTICS.img : [])]],
    ['media-src', ["'self'", 'blob:', ...mediaHosts]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...captchaConnect,
        ...(prismic ? PRISMIC_HOSTS : []),
        ...(analytics ? ANALYTICS.connect : []),
        ...(development ? ['ws:'] : []),
      ]),
    ],
    ['frame-src', unique([...(recaptcha ? RECAPTCHA.frame : []), ...(prismic ? PRISMIC_HOSTS : [])])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...formHosts]],
    ['frame-ancestors', ancestors],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`);
  if (siteUrl.startsWith('https://')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export interface Header {
  key: string;
  value: string;
}

/** Every security header of a response (the policy included). */
export function securityHeaders(env: SecurityEnv = process.env, frame: FrameContext = 'shop'): Header[] {
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, frame) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
        'magnetometer=(), microphone=(), midi=(), payment=(self), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // HSTS in production only: over http (this machine, the e2e runs) browsers ignore it anyway, and a
  // developer's localhost must never be pinned to https.
  if (env.NODE_ENV === 'production') {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/** Paths Prismic frames: the preview page and Slice Machine's simulator. */
export const FRAMED_PATHS: Record<Exclude<FrameContext, 'shop'>, string> = {
  preview: '/preview',
  simulator: '/slice-simulator',
};

/** Which frame context a request path is in. */
export function frameContextOf(pathname: string): FrameContext {
  if (pathname === FRAMED_PATHS.preview) return 'preview';
  if (pathname === FRAMED_PATHS.simulator) return 'simulator';
  return 'shop';
}
