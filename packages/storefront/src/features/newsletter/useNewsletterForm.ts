import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '@passo/design-system';
import { useLabels } from '../content/useLabel';
import { NEWSLETTER_CAPTCHA_ACTION, NEWSLETTER_SUCCESS_MS } from './constants';
import { useNewsletterSubscription, type SubscriptionTarget } from './useNewsletter';
import { waitMessage } from '../content/waitMessage';

export type NewsletterStatus = 'idle' | 'sending' | 'success' | 'error' | 'limited';

export interface NewsletterFieldErrors {
  email?: string;
  privacy_policy?: string;
}

/**
 * A newsletter form's state and submit (spec sections 4, 5 and 8): email required and valid, the privacy
 * checkbox required, the hidden `email_field` spam trap (filled: nothing is sent and it looks like success),
 * a captcha token executed on submit (none: nothing is sent, the generic error shows), the loading modal
 * while sending, then the success message for {@link NEWSLETTER_SUCCESS_MS} before the form resets and the
 * message hides (`onSuccessEnd` then runs), or `server_generic_error`.
 */
export function useNewsletterForm({
  target,
  onSuccessEnd,
}: { target?: SubscriptionTarget; onSuccessEnd?: () => void } = {}) {
  const t = useLabels();
  const { preload, getCaptchaToken, send } = useNewsletterSubscription();
  const [email, setEmail] = useState('');
  const [privacyPolicy, setPrivacyPolicy] = useState(false);
  const [trap, setTrap] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  /** While `limited`: the rate limit's message, with its wait. */
  const [limitMessage, setLimitMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSuccessEndRef = useRef(onSuccessEnd);
  useEffect(() => {
    onSuccessEndRef.current = onSuccessEnd;
  }, [onSuccessEnd]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const errors: NewsletterFieldErrors = {};
  if (!email.trim()) errors.email = t('required_field');
  else if (!isValidEmail(email.trim())) errors.email = t('invalid_email');
  if (!privacyPolicy) errors.privacy_policy = t('required_field');
  const shownErrors: NewsletterFieldErrors = attempted ? errors : {};
  const invalid = Object.keys(shownErrors).length > 0;

  const succeed = useCallback(() => {
    setStatus('success');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setEmail('');
      setPrivacyPolicy(false);
      setTrap('');
      setAttempted(false);
      setStatus('idle');
      onSuccessEndRef.current?.();
    }, NEWSLETTER_SUCCESS_MS);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending' || status === 'success') return;
    setAttempted(true);
    if (Object.keys(errors).length > 0) {
      setStatus('idle');
      return;
    }
    // A filled spam trap is a robot: nothing is sent, and it is told it worked.
    if (trap !== '') {
      succeed();
      return;
    }
    setStatus('sending');
    const captchaToken = await getCaptchaToken(NEWSLETTER_CAPTCHA_ACTION);
    if (!captchaToken) {
      setStatus('error');
      return;
    }
    const outcome = await send({ email: email.trim(), captchaToken, ...target });
    if (outcome.ok) succeed();
    else if (outcome.retryAfterS) {
      setLimitMessage(waitMessage(t, outcome.retryAfterS));
      setStatus('limited');
    } else setStatus('error');
  };

  return {
    email,
    setEmail,
    privacyPolicy,
    setPrivacyPolicy,
    trap,
    setTrap,
    status,
    limitMessage,
    errors: shownErrors,
    invalid,
    onSubmit,
    /** Loads the captcha script the first time the form gets focus. */
    onFocus: preload,
  };
}
