/**
 * A stand-in for reCAPTCHA v3: a script exposing `grecaptcha.ready` and
 * `grecaptcha.execute`, tokens the sandbox signs itself (HMAC, two minutes,
 * single use), and a `siteverify`-like endpoint.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';
import { CAPTCHA_TOKEN_TTL_MS } from './constants';

export interface CaptchaResult {
  success: boolean;
  score?: number;
  action?: string;
  challenge_ts?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export class Captcha {
  constructor(
    private db: Db,
    private secret: string,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(action: string, now = Date.now()): string {
    const safeAction = action.replace(/[^A-Za-z0-9_/]/g, '').slice(0, 100) || 'submit';
    const payload = Buffer.from(
      JSON.stringify({ id: randomBytes(12).toString('base64url'), iat: now, action: safeAction }),
    ).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** Checks a token and consumes it: a second verification of the same token fails. */
  verify(token: string, now = Date.now()): CaptchaResult {
    const [payload, signature] = token.split('.');
    if (!payload || !signature) return { success: false, 'error-codes': ['invalid-input-response'] };
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { success: false, 'error-codes': ['invalid-input-response'] };
    }
    let data: { id: string; iat: number; action: string };
    try {
      data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof data;
    } catch {
      return { success: false, 'error-codes': ['invalid-input-response'] };
    }
    if (now - data.iat > CAPTCHA_TOKEN_TTL_MS) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    const used = this.db
      .prepare('INSERT OR IGNORE INTO captcha_used (token_id, expires_at) VALUES (?, ?)')
      .run(data.id, data.iat + CAPTCHA_TOKEN_TTL_MS);
    if (used.changes === 0) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    this.db.prepare('DELETE FROM captcha_used WHERE expires_at < ?').run(now);
    return {
      success: true,
      score: 0.9,
      action: data.action,
      challenge_ts: new Date(data.iat).toISOString(),
      hostname: 'sandbox',
    };
  }

  /** The browser script; `origin` is where it posts for tokens. */
  script(origin: string): string {
    return `/* Passo sandbox reCAPTCHA v3 stand-in */
(function () {
  var origin = ${JSON.stringify(origin)};
  var queue = [];
  var ready = false;
  function flush() { ready = true; while (queue.length) { try { queue.shift()(); } catch (e) { console.error(e); } } }
  window.grecaptcha = {
    ready: function (cb) { if (ready) cb(); else queue.push(cb); },
    execute: function (siteKey, options) {
      return fetch(origin + '/captcha/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siteKey: siteKey, action: (options && options.action) || 'submit' })
      }).then(function (res) {
        if (!res.ok) throw new Error('captcha token request failed: ' + res.status);
        return res.json();
      }).then(function (body) { return body.token; });
    }
  };
  setTimeout(flush, 0);
})();
`;
  }
}
