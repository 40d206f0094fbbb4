import { useCallback } from 'react';
import { useAppState } from '../../core/store/hooks';
import { NEWSLETTER_CAPTCHA_ACTION } from '../../lib/config';
import { rememberPopupShown } from './popupCookie';

/** How a subscription went: subscribed, refused, or refused by a rate limit with the seconds to wait. */
export type SubscriptionOutcome = { ok: true } | { ok: false; retryAfterS?: number };

/** What a subscription sends besides the email: a product and item for "tell me when my size is back". */
export interface SubscriptionTarget {
  product?: string;
  item?: string;
}

/**
 * The one submit path of every newsletter form (home slice, footer, side panel, popup, back-in-stock):
 * `preload` loads the captcha script (call it when a form is first focused), `getCaptchaToken` executes a
 * token on submit, and `send` makes the subscription call and tells whether it subscribed (`subscribed:
 * true` and no errors; anything else is the generic error). The API client loads with the first submit,
 * so no page pays for it up front.
 */
export function useNewsletterSubscription() {
  const captcha = useAppState((s) => s.captcha);
  const locale = useAppState((s) => s.locale);

  const preload = useCallback(() => {
    if (captcha) void import('./captcha').then((m) => m.loadCaptcha(captcha)).catch(() => {});
  }, [captcha]);

  const getCaptchaToken = useCallback(
    async (action: string = NEWSLETTER_CAPTCHA_ACTION) => (await import('./captcha')).captchaToken(captcha, action),
    [captcha],
  );

  const send = useCallback(
    async (form: { email: string; captchaToken: string } & SubscriptionTarget): Promise<SubscriptionOutcome> => {
      try {
        const { api } = await import('../../lib/api');
        const answer = await api.subscribeNewsletter({
          email: form.email,
          privacy_policy: true,
          email_field: '',
          locale,
          captchaToken: form.captchaToken,
          ...(form.product && form.item ? { product: form.product, item: form.item } : {}),
        });
        const errors = answer.errors && Object.keys(answer.errors).length > 0;
        const subscribed = answer.subscribed === true && !errors;
        // A subscriber is not asked again by the popup.
        if (subscribed) rememberPopupShown();
        return { ok: subscribed };
      } catch (error) {
        console.error('[newsletter] subscription failed:', error instanceof Error ? error.message : error);
        const { retryAfterSeconds } = await import('../../lib/api');
        const retryAfterS = retryAfterSeconds(error);
        return retryAfterS === undefined ? { ok: false } : { ok: false, retryAfterS };
      }
    },
    [locale],
  );

  return { preload, getCaptchaToken, send };
}
