/**
 * Server-side reCAPTCHA v3 verification (Google's `siteverify`), done by the proxy before a captcha-guarded
 * write (the newsletter) goes upstream, when `RECAPTCHA_SECRET` is configured. A token passes when Google
 * says `success`, its score reaches the minimum, its action is the form's and its hostname is the shop's.
 * With no secret the proxy verifies nothing and the back-end (the sandbox) checks its own tokens.
 */

export const GOOGLE_SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's suggested threshold for v3: 0.5 (1.0 very likely a person, 0.0 very likely a bot). */
export const DEFAULT_CAPTCHA_MIN_SCORE = 0.5;

export interface CaptchaVerifyConfig {
  secret: string;
  /** Google's siteverify, or a stand-in (the sandbox's `/captcha/verify`) for tests. */
  verifyUrl: string;
  minScore: number;
  /** The action the storefront executes tokens with (`newsletter`). */
  action: string;
  /** Hostnames a token may come from; empty: any. */
  hostnames: string[];
}

export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Asks siteverify about `token`; never throws (an unreachable verifier is a refusal: no token, nothing sent). */
export async function verifyCaptcha(
  config: CaptchaVerifyConfig,
  token: string,
  remoteIp: string | undefined,
  timeoutMs: number,
): Promise<CaptchaVerdict> {
  if (!token) return { ok: false, reason: 'missing token' };
  const form = new URLSearchParams({ secret: config.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const res = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return { ok: false, reason: `verifier answered ${res.status}` };
    answer = (await res.json()) as SiteverifyAnswer;
  } catch (error) {
    return { ok: false, reason: `verifier unreachable (${error instanceof Error ? error.message : String(error)})` };
  }
  if (answer.success !== true) {
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].join(', ') : 'no success';
    return { ok: false, reason: `not verified (${codes})` };
  }
  if (typeof answer.score !== 'number' || answer.score < config.minScore)
    return { ok: false, reason: `score ${String(answer.score)} below ${config.minScore}` };
  if (answer.action !== config.action) return { ok: false, reason: `action ${String(answer.action)}` };
  if (config.hostnames.length && (typeof answer.hostname !== 'string' || !config.hostnames.includes(answer.hostname)))
    return { ok: false, reason: `hostname ${String(answer.hostname)}` };
  return { ok: true };
}

/**
 * The verification the environment asks for: with `RECAPTCHA_SECRET`, `RECAPTCHA_VERIFY_URL` (default
 * Google's), `RECAPTCHA_MIN_SCORE` (0.5), `RECAPTCHA_HOSTNAMES` (comma list; default the site's host).
 */
export function readCaptchaVerify(
  env: Record<string, string | undefined>,
  siteUrl: string,
  action: string,
): CaptchaVerifyConfig | undefined {
  const secret = env.RECAPTCHA_SECRET?.trim();
  if (!secret) return undefined;
  const score = Number(env.RECAPTCHA_MIN_SCORE);
  let hostnames = (env.RECAPTCHA_HOSTNAMES ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!hostnames.length) {
    try {
      hostnames = [new URL(siteUrl).hostname];
    } catch {
      hostnames = [];
    }
  }
  return {
    secret,
    verifyUrl: env.RECAPTCHA_VERIFY_URL?.trim() || GOOGLE_SITEVERIFY_URL,
    minScore: env.RECAPTCHA_MIN_SCORE && Number.isFinite(score) ? score : DEFAULT_CAPTCHA_MIN_SCORE,
    action,
    hostnames,
  };
}
