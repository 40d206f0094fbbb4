import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Content } from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import { Button, Checkbox, FormErrors, LoadingModal, TextField, isValidEmail } from '@passo/design-system';
import type { NewsletterResult, SliceContext } from '../context';
import { bodyText } from '../shared.css';
import { sliceLabel } from '../parts';
import * as styles from './styles.css';

/** The captcha action this form asks a token for. */
export const NEWSLETTER_CAPTCHA_ACTION = 'newsletter';
/** How long the success message shows when the page does not say (the spec's 5 s). */
const DEFAULT_SUCCESS_MS = 5_000;

interface FieldErrors {
  email?: string;
  privacy_policy?: string;
}

interface NewsletterFormProps {
  primary: Content.NewsletterBlockSlice['primary'];
  context: SliceContext | undefined;
  /** The id of the slice's title, which names the form (none when the slice has no title). */
  titleId: string | undefined;
}

/**
 * The newsletter form (spec sections 3 and 5): email (required, valid),
 * privacy_policy (required) and the hidden `email_field` spam trap. On submit
 * it checks the fields, sends nothing when the trap is filled (and shows the
 * success a robot expects), asks the page for a captcha token (nothing is sent
 * without one), then hands the form to `context.onNewsletterSubmit` with the
 * loading modal open, and shows exactly what that reports: a success message
 * for `context.newsletterSuccessMs` (then the form resets and the message
 * hides), or the error. Its first focus tells the page (`onNewsletterFocus`),
 * which may load its captcha script then. Without
 * the page's handlers the submit button is disabled, so nobody is told they
 * subscribed when they did not. Its words come from the slice and the content
 * labels.
 */
const NewsletterForm = ({ primary, context, titleId }: NewsletterFormProps) => {
  const t = (key: string) => sliceLabel(context?.labels, key);
  const submit = context?.onNewsletterSubmit;
  const getCaptchaToken = context?.getCaptchaToken;
  const [email, setEmail] = useState('');
  const [privacyPolicy, setPrivacyPolicy] = useState(false);
  const [trap, setTrap] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focused = useRef(false);
  useEffect(() => () => clearTimeout(successTimer.current), []);
  const successMs = context?.newsletterSuccessMs ?? DEFAULT_SUCCESS_MS;

  function succeed(outcome: NewsletterResult) {
    setResult(outcome);
    setEmail('');
    setPrivacyPolicy(false);
    setTrap('');
    setChecked(false);
    clearTimeout(successTimer.current);
    successTimer.current = setTimeout(() => setResult(null), successMs);
  }

  function onFocus() {
    if (focused.current) return;
    focused.current = true;
    context?.onNewsletterFocus?.();
  }

  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = t('required_field');
  else if (!isValidEmail(email)) errors.email = t('invalid_email');
  if (!privacyPolicy) errors.privacy_policy = t('required_field');
  // Field errors show once a submit has been tried, then follow the input.
  const shownErrors: FieldErrors = checked ? errors : {};
  const invalid = Object.keys(shownErrors).length > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submit || !getCaptchaToken || pending) return;
    setChecked(true);
    setResult(null);
    if (Object.keys(errors).length > 0) return;
    // A filled spam trap is a robot: nothing is sent, and it is told it worked.
    if (trap !== '') {
      succeed({ ok: true, message: t('newsletter_success') });
      return;
    }
    setPending(true);
    try {
      const captchaToken = await getCaptchaToken(NEWSLETTER_CAPTCHA_ACTION);
      if (!captchaToken) {
        setResult({ ok: false, message: t('server_generic_error') });
        return;
      }
      const outcome = await submit({ email: email.trim(), privacy_policy: true, email_field: '', captchaToken });
      if (outcome.ok) succeed(outcome);
      else setResult(outcome);
    } catch {
      setResult({ ok: false, message: t('server_generic_error') });
    } finally {
      setPending(false);
    }
  }

  const alerts = invalid ? [t('newsletter_not_all_fields_fill_out')] : result && !result.ok ? [result.message] : [];

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} onFocus={onFocus} aria-labelledby={titleId} noValidate>
        <TextField
          label={primary.email_label}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          isInvalid={Boolean(shownErrors.email)}
          errorMessage={shownErrors.email}
          validationBehavior="aria"
        />
        <Checkbox
          name="privacy_policy"
          isRequired
          isSelected={privacyPolicy}
          onChange={setPrivacyPolicy}
          isInvalid={Boolean(shownErrors.privacy_policy)}
          errorMessage={shownErrors.privacy_policy}
          validationBehavior="aria"
        >
          <span className={bodyText}>
            <PrismicRichText
              field={primary.consent_label}
              components={{ paragraph: ({ children }) => <>{children}</> }}
            />
          </span>
        </Checkbox>
        {/* The spam trap (spec: hidden email_field): off screen and out of the
              accessibility tree and tab order, so only robots fill it. Not a
              control anyone uses, hence not a design-system field. */}
        <div className={styles.trap} aria-hidden="true">
          <input
            name="email_field"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <FormErrors messages={alerts} />
          <div>
            <Button type="submit" variant="solid-primary" isDisabled={!submit || !getCaptchaToken} isPending={pending}>
              {primary.submit_label}
            </Button>
          </div>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {result?.ok ? result.message : null}
      </p>
      <LoadingModal isOpen={pending} message={t('loading')} />
    </>
  );
};

export default NewsletterForm;
