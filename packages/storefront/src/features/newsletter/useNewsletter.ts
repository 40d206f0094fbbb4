import { useCallback } from 'react';
import { useAppState } from '../app/hooks';
import { NEWSLETTER_CAPTCHA_ACTION } from './constants';
import { rememberPopupShown } from './popupCookie';

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
    async (form: { email: string; captchaToken: string } & SubscriptionTarget): Promise<boolean> => {
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
        return subscribed;
      } catch (error) {
        console.error('[newsletter] subscription failed:', error instanceof Error ? error.message : error);
        return false;
      }
    },
    [locale],
  );

  return { preload, getCaptchaToken, send };
}
