import { useMemo } from 'react';
import type { SliceContext } from '../../../../../slices/context';
import { useLabels } from '../../core/labels/useLabel';
import { NEWSLETTER_SUCCESS_MS } from './constants';
import { useNewsletterSubscription } from './useNewsletter';
import { waitMessage } from '../../core/labels/waitMessage';

type NewsletterSliceContext = Required<
  Pick<SliceContext, 'onNewsletterSubmit' | 'getCaptchaToken' | 'onNewsletterFocus' | 'newsletterSuccessMs'>
>;

/**
 * What the newsletter slice needs from its page (slices get everything through props): the shop's one
 * submit path, its captcha, and the spec's success time, with the messages in the shop's language.
 */
export function useNewsletterSliceContext(): NewsletterSliceContext {
  const t = useLabels();
  const { preload, getCaptchaToken, send } = useNewsletterSubscription();
  return useMemo(
    () => ({
      getCaptchaToken,
      onNewsletterFocus: preload,
      newsletterSuccessMs: NEWSLETTER_SUCCESS_MS,
      onNewsletterSubmit: async (form) => {
        const outcome = await send({ email: form.email, captchaToken: form.captchaToken });
        if (outcome.ok) return { ok: true, message: t('newsletter_success') };
        return {
          ok: false,
          message: outcome.retryAfterS ? waitMessage(t, outcome.retryAfterS) : t('server_generic_error'),
        };
      },
    }),
    [getCaptchaToken, preload, send, t],
  );
}
