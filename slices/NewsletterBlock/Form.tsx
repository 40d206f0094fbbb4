import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { asLink, type Content } from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import { Button, Checkbox, ErrorSummary, LoadingModal, TextField, isValidEmail } from '@passo/design-system';
import type { NewsletterResult, SliceContext } from '../context';
import { bodyText } from '../shared.css';
import { sliceLabel } from '../parts';
import * as styles from './styles.css';

/** The captcha action this form asks a token for. */
export const NEWSLETTER_CAPTCHA_ACTION = 'newsletter';
/** How long the success message shows when the page does not say (the spec's 5 s). */
const DEFAULT_SUCCESS_MS = 5_000;

/** The form's problems by field (`form`: one of no field, such as the handler's refusal). */
interface FieldErrors {
  email?: string;
  privacy_policy?: string;
  form?: string;
}

interface NewsletterFormProps {
  primary: Content.NewsletterBlockSlice['primary'];
  context: SliceContext | undefined;
  /** The id of the slice's title, which names the form (none when the slice has no title). */
  titleId: string | undefined;
}

/**
 * The newsletter form: email (required, valid),
 * privacy_policy (required) and the hidden `email_field` spam trap. On submit
 * it checks the fields, sends nothing when the trap is filled (and shows the
 * success a robot expects), asks the page for a captcha token (nothing is sent
 * without one), then hands the form to `context.onNewsletterSubmit` with the
 * loading modal open, and shows exactly what that reports: a success message
 * for `context.newsletterSuccessMs` (then the form resets and the message
 * hides), or the error. Problems show as every shop form shows them: on
 * their fields and, in the same words, in the design system's error summary
 * (focused, "There is a problem", each linked to its field), led by the
 * spec's `newsletter_not_all_fields_fill_out` when fields are wrong. Its first
 * focus tells the page (`onNewsletterFocus`),
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
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Failed submits: each one moves focus to the error summary. */
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<NewsletterResult | null>(null);
  const id = useId();
  const fieldIds = { email: `${id}-email`, privacy_policy: `${id}-privacy_policy` };
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const focused = useRef(false);
  useEffect(() => () => clearTimeout(successTimer.current), []);
  const successMs = context?.newsletterSuccessMs ?? DEFAULT_SUCCESS_MS;

  function succeed(outcome: NewsletterResult) {
    setResult(outcome);
    setEmail('');
    setPrivacyPolicy(false);
    setTrap('');
    setErrors({});
    clearTimeout(successTimer.current);
    successTimer.current = setTimeout(() => setResult(null), successMs);
  }

  function onFocus() {
    if (focused.current) return;
    focused.current = true;
    context?.onNewsletterFocus?.();
  }

  function fail(next: FieldErrors) {
    setErrors(next);
    setAttempt((n) => n + 1);
  }

  /** A field's message goes as it is changed (focus stays where it is). */
  function dismiss(name: keyof FieldErrors) {
    setErrors(({ [name]: _gone, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submit || !getCaptchaToken || pending) return;
    setResult(null);
    const found: FieldErrors = {};
    if (!email.trim()) found.email = sliceLabel(context?.labels, 'field_required', { field: t('email') });
    else if (!isValidEmail(email)) found.email = t('field_email_invalid');
    if (!privacyPolicy) found.privacy_policy = t('newsletter_privacy_required');
    if (found.email || found.privacy_policy) return fail(found);
    setErrors({});
    // A filled spam trap is a robot: nothing is sent, and it is told it worked.
    if (trap !== '') {
      succeed({ ok: true, message: t('newsletter_success') });
      return;
    }
    setPending(true);
    try {
      const captchaToken = await getCaptchaToken(NEWSLETTER_CAPTCHA_ACTION);
      if (!captchaToken) return fail({ form: t('server_generic_error') });
      const outcome = await submit({ email: email.trim(), privacy_policy: true, email_field: '', captchaToken });
      if (outcome.ok) succeed(outcome);
      else fail({ form: outcome.message });
    } catch {
      fail({ form: t('server_generic_error') });
    } finally {
      setPending(false);
    }
  }

  const fieldsWrong = Boolean(errors.email || errors.privacy_policy);
  const summaryItems = (['email', 'privacy_policy', 'form'] as const).flatMap((name) => {
    const message = errors[name];
    return message ? [{ key: name, message, fieldId: name === 'form' ? undefined : fieldIds[name] }] : [];
  });

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} onFocus={onFocus} aria-labelledby={titleId} noValidate>
        <ErrorSummary
          title={t('error_summary_title')}
          description={fieldsWrong ? t('newsletter_not_all_fields_fill_out') : undefined}
          errors={summaryItems}
          focusKey={attempt}
          headingLevel={3}
        />
        <TextField
          id={fieldIds.email}
          label={primary.email_label}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            dismiss('email');
          }}
          isInvalid={Boolean(errors.email)}
          errorMessage={errors.email}
          validationBehavior="aria"
        />
        <Checkbox
          id={fieldIds.privacy_policy}
          name="privacy_policy"
          isRequired
          isSelected={privacyPolicy}
          onChange={(value) => {
            setPrivacyPolicy(value);
            dismiss('privacy_policy');
          }}
          isInvalid={Boolean(errors.privacy_policy)}
          errorMessage={errors.privacy_policy}
          validationBehavior="aria"
        >
          <span className={bodyText}>
            <PrismicRichText
              field={primary.consent_label}
              components={{
                paragraph: ({ children }) => <>{children}</>,
                // A link in the consent (the privacy policy) opens in a new tab, saying so: following it
                // leaves what was typed in the form as it was.
                hyperlink: ({ node, children }) => (
                  <a href={asLink(node.data) ?? undefined} target="_blank" rel="noopener noreferrer">
                    {children} ({t('opens_in_new_tab')})
                  </a>
                ),
              }}
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
        <div>
          <Button type="submit" variant="solid-primary" isDisabled={!submit || !getCaptchaToken} isPending={pending}>
            {primary.submit_label}
          </Button>
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
