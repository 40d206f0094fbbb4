import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '@passo/design-system';
import { useLabels } from '../../core/labels/useLabel';
import { problems, useErrorSummary } from '../forms/errorSummary';
import { NEWSLETTER_CAPTCHA_ACTION } from '../../lib/config';
import { NEWSLETTER_SUCCESS_MS } from './constants';
import { useNewsletterSubscription, type SubscriptionTarget } from './useNewsletter';
import { waitMessage } from '../../core/labels/waitMessage';

export type NewsletterStatus = 'idle' | 'sending' | 'success';

/** The DOM ids of a newsletter form's fields (its error summary links to them). */
export type NewsletterFieldIds = Readonly<Record<'email' | 'privacy_policy', string>>;

/**
 * A newsletter form's state and submit: email required and valid, the privacy
 * checkbox required, the hidden `email_field` spam trap (filled: nothing is sent and it looks like success),
 * a captcha token executed on submit (none: nothing is sent, the generic error shows), the loading modal
 * while sending, then the success message for {@link NEWSLETTER_SUCCESS_MS} before the form resets and the
 * message hides (`onSuccessEnd` then runs), or `server_generic_error`. Problems show the shop's one way
 * (forms/errorSummary): on their fields and in the GOV.UK error summary, focused; the main forms add the
 * spec's `newsletter_not_all_fields_fill_out` under the summary's title when fields are wrong.
 */
export function useNewsletterForm({
  fields,
  target,
  onSuccessEnd,
  specMessage = true,
}: {
  fields: NewsletterFieldIds;
  target?: SubscriptionTarget;
  onSuccessEnd?: () => void;
  /** Whether wrong fields also say the spec's `newsletter_not_all_fields_fill_out` (the main form only). */
  specMessage?: boolean;
}) {
  const t = useLabels();
  const { preload, getCaptchaToken, send } = useNewsletterSubscription();
  const [email, setEmail] = useState('');
  const [privacyPolicy, setPrivacyPolicy] = useState(false);
  const [trap, setTrap] = useState('');
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  /** Whether the problems shown are the fields' (the spec's message then leads the summary). */
  const [fieldsWrong, setFieldsWrong] = useState(false);
  const form = useErrorSummary({
    fields,
    headingLevel: 3,
    description: specMessage && fieldsWrong ? t('newsletter_not_all_fields_fill_out') : undefined,
  });
  const { dismiss } = form;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSuccessEndRef = useRef(onSuccessEnd);
  useEffect(() => {
    onSuccessEndRef.current = onSuccessEnd;
  }, [onSuccessEnd]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeEmail = useCallback(
    (value: string) => {
      setEmail(value);
      dismiss('email');
    },
    [dismiss],
  );
  const changePrivacyPolicy = useCallback(
    (value: boolean) => {
      setPrivacyPolicy(value);
      dismiss('privacy_policy');
    },
    [dismiss],
  );

  const succeed = useCallback(() => {
    setStatus('success');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setEmail('');
      setPrivacyPolicy(false);
      setTrap('');
      setStatus('idle');
      onSuccessEndRef.current?.();
    }, NEWSLETTER_SUCCESS_MS);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending' || status === 'success') return;
    const found = problems({
      email: !email.trim()
        ? t('field_required', { field: t('email') })
        : !isValidEmail(email.trim()) && t('field_email_invalid'),
      privacy_policy: !privacyPolicy && t('newsletter_privacy_required'),
    });
    setFieldsWrong(Object.keys(found).length > 0);
    if (Object.keys(found).length > 0) return form.fail(found);
    form.clear();
    // A filled spam trap is a robot: nothing is sent, and it is told it worked.
    if (trap !== '') {
      succeed();
      return;
    }
    setStatus('sending');
    const captchaToken = await getCaptchaToken(NEWSLETTER_CAPTCHA_ACTION);
    if (!captchaToken) {
      setStatus('idle');
      return form.fail({ form: t('server_generic_error') });
    }
    const outcome = await send({ email: email.trim(), captchaToken, ...target });
    if (outcome.ok) return succeed();
    setStatus('idle');
    form.fail({ form: outcome.retryAfterS ? waitMessage(t, outcome.retryAfterS) : t('server_generic_error') });
  };

  return {
    email,
    setEmail: changeEmail,
    privacyPolicy,
    setPrivacyPolicy: changePrivacyPolicy,
    trap,
    setTrap,
    status,
    /** Each field's message by name (`email`, `privacy_policy`; `form` for a refusal of no field). */
    errors: form.errors,
    /** Spread on the design system's `ErrorSummary`. */
    summary: form.summary,
    onSubmit,
    /** Loads the captcha script the first time the form gets focus. */
    onFocus: preload,
  };
}
