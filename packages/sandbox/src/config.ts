/**
 * The sandbox's configuration, from environment variables. Every value has a
 * default, so `npm run start -w @passo/sandbox` needs none.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The package directory, found from the working directory (the package's own
 * when run through `npm -w`, the repository root otherwise). Not from
 * `import.meta.url`, which the CommonJS build Jest runs cannot parse.
 */
function findPackageDir(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const own = join(dir, 'package.json');
    if (existsSync(own) && (JSON.parse(readFileSync(own, 'utf8')) as { name?: string }).name === '@passo/sandbox')
      return dir;
    if (existsSync(join(dir, 'packages/sandbox/package.json'))) return join(dir, 'packages/sandbox');
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`run the sandbox from inside the repository (cwd ${start})`);
    dir = parent;
  }
}

export const PACKAGE_DIR = findPackageDir();
/** Default period of the expired-session sweep: ten minutes. */
export const SESSION_SWEEP_INTERVAL_S = 600;
export const REPO_DIR = resolve(PACKAGE_DIR, '../..');

export interface SandboxConfig {
  port: number;
  host: string;
  /** The SQLite file (`:memory:` allowed in tests). */
  dbFile: string;
  /** Delete and reseed the database at start. */
  fresh: boolean;
  /** Where generated product images are written and served from (`/media`). */
  mediaDir: string;
  /** Generate missing product images at start (tests turn it off). */
  generateMedia: boolean;
  contentDir: string;
  /** The public base URL of the sandbox; by default http://host:port once listening. */
  publicUrl: string | undefined;
  /** The shop's URL, for password-reset links and the preview redirect. */
  siteUrl: string;
  previewUrl: string | undefined;
  previewTtlS: number;
  tokenTtlS: number;
  /** How often expired sessions are swept while running; 0: only at start. */
  sessionSweepMs: number;
  defaultCountry: string;
  captchaSecret: string;
  captchaSiteKey: string;
  /** Fault rules JSON (see faults.ts). */
  faults: string | undefined;
  /** One line per request on stdout. */
  log: boolean;
  /**
   * Where the sandbox sends its change webhooks (`{webhookUrl}/api/revalidate/catalogue|content`), as
   * Centra and Prismic would: SANDBOX_WEBHOOK_URL, else the shop's URL; `off` sends none.
   */
  webhookUrl: string | null;
  /** The webhooks' shared secret: REVALIDATE_SECRET, else the default the shop shares for local use. */
  revalidateSecret: string;
}

/** The revalidation webhooks' secret when REVALIDATE_SECRET is unset (the storefront has the same default). */
export const DEFAULT_REVALIDATE_SECRET = 'passo-sandbox-revalidate';

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return Math.floor(n);
}

function webhookUrl(env: Record<string, string | undefined>): string | null {
  const explicit = env.SANDBOX_WEBHOOK_URL?.trim();
  if (explicit === 'off' || explicit === '0') return null;
  return (explicit || env.SANDBOX_SITE_URL?.trim() || env.SITE_URL?.trim() || 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
}

export function readConfig(env: Record<string, string | undefined> = process.env): SandboxConfig {
  // Relative paths are read from where the command was typed: npm sets INIT_CWD to it, while the
  // working directory of `npm run … -w @passo/sandbox` is the package's own.
  const base = env.INIT_CWD?.trim() || process.cwd();
  const dbFile = env.SANDBOX_DB?.trim() || join(PACKAGE_DIR, 'data/sandbox.db');
  return {
    port: positiveInt(env.SANDBOX_PORT, 4010, 'SANDBOX_PORT'),
    host: env.SANDBOX_HOST?.trim() || '127.0.0.1',
    dbFile: dbFile === ':memory:' ? dbFile : resolve(base, dbFile),
    fresh: env.SANDBOX_FRESH === '1' || env.SANDBOX_FRESH === 'true',
    mediaDir: resolve(base, env.SANDBOX_MEDIA_DIR?.trim() || join(PACKAGE_DIR, 'data/media')),
    generateMedia: env.SANDBOX_MEDIA !== '0',
    contentDir: resolve(base, env.SANDBOX_CONTENT_DIR?.trim() || join(REPO_DIR, 'content')),
    publicUrl: env.SANDBOX_URL?.trim().replace(/\/+$/, '') || undefined,
    siteUrl: (env.SANDBOX_SITE_URL?.trim() || env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    previewUrl: env.SANDBOX_PREVIEW_URL?.trim() || undefined,
    previewTtlS: positiveInt(env.SANDBOX_PREVIEW_TTL_S, 3600, 'SANDBOX_PREVIEW_TTL_S'),
    tokenTtlS: positiveInt(env.SANDBOX_TOKEN_TTL_S, 30 * 86_400, 'SANDBOX_TOKEN_TTL_S'),
    sessionSweepMs:
      positiveInt(env.SANDBOX_SESSION_SWEEP_S, SESSION_SWEEP_INTERVAL_S, 'SANDBOX_SESSION_SWEEP_S') * 1000,
    defaultCountry: (env.SANDBOX_DEFAULT_COUNTRY?.trim() || 'IT').toUpperCase(),
    captchaSecret: env.SANDBOX_CAPTCHA_SECRET?.trim() || 'sandbox-captcha-secret',
    captchaSiteKey: 'sandbox-captcha-site-key',
    faults: env.SANDBOX_FAULTS?.trim() || undefined,
    log: env.SANDBOX_LOG !== '0',
    webhookUrl: webhookUrl(env),
    revalidateSecret: env.REVALIDATE_SECRET?.trim() || DEFAULT_REVALIDATE_SECRET,
  };
}
