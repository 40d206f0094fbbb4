import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, isValidEmail, Link, TextField } from '@passo/design-system';
import { isSafeReturnPath, routes } from '../../lib/routes';
import { useAppState } from '../app/hooks';
import { useLabels } from '../content/useLabel';
import {
  AuthForm,
  AuthPage,
  ErrorSummary,
  fieldId,
  Muted,
  PageTitle,
  serverErrors,
  Stack,
  useFormErrors,
  type FieldErrors,
} from './forms';
import { NewPasswordField, PASSWORD_PROBLEM_LABEL, usePasswordRule } from './NewPasswordField';
import { useAccountActions } from './useAccountActions';

const SIGN_UP_FIELDS = {
  firstName: fieldId('signup', 'firstName'),
  lastName: fieldId('signup', 'lastName'),
  email: fieldId('signup', 'email'),
  password: fieldId('signup', 'password'),
  privacy: fieldId('signup', 'privacy'),
};

/** `/[locale]/other/signup`: names, email, a new password with its rule, privacy consent, optional newsletter. */
export function SignUpPage() {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const language = useAppState((s) => s.currentLangCode);
  const { signUp } = useAccountActions();
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [privacy, setPrivacy] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useFormErrors();
  const rule = usePasswordRule([fields.firstName, fields.lastName, fields.email]);
  const next = isSafeReturnPath(router.query.next) ? router.query.next : undefined;
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const errors: FieldErrors = {};
      if (!fields.firstName.trim()) errors.firstName = t('enter_first_name');
      if (!fields.lastName.trim()) errors.lastName = t('enter_last_name');
      if (!fields.email.trim()) errors.email = t('enter_email');
      else if (!isValidEmail(fields.email.trim())) errors.email = t('field_email_invalid');
      const problem = await rule.check(fields.password);
      if (problem) errors.password = t(PASSWORD_PROBLEM_LABEL[problem]);
      if (!privacy) errors.privacy = t('privacy_required');
      if (Object.keys(errors).length) return form.fail(errors);
      await signUp({
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email.trim(),
        password: fields.password,
        newsletter,
        language,
      });
      setFields((f) => ({ ...f, password: '' }));
      form.clear();
      await router.push(next ?? routes.account(locale));
    } catch (error) {
      form.fail(serverErrors(error, t, { 'email:already registered': 'email_already_registered' }));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthPage>
      <Head>
        <title>{`${t('signup_title')} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Stack>
        <PageTitle id="signup-title">{t('signup_title')}</PageTitle>
        <Muted>{t('signup_intro')}</Muted>
        <AuthForm
          onSubmit={onSubmit}
          validationErrors={form.errors}
          onInput={form.onInput}
          validationBehavior="aria"
          aria-labelledby="signup-title"
        >
          <ErrorSummary errors={form.errors} attempt={form.attempt} fields={SIGN_UP_FIELDS} />
          <TextField
            id={SIGN_UP_FIELDS.firstName}
            label={t('first_name')}
            name="firstName"
            autoComplete="given-name"
            isRequired
            maxLength={80}
            value={fields.firstName}
            onChange={set('firstName')}
          />
          <TextField
            id={SIGN_UP_FIELDS.lastName}
            label={t('last_name')}
            name="lastName"
            autoComplete="family-name"
            isRequired
            maxLength={80}
            value={fields.lastName}
            onChange={set('lastName')}
          />
          <TextField
            id={SIGN_UP_FIELDS.email}
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            value={fields.email}
            onChange={set('email')}
          />
          <NewPasswordField
            id={SIGN_UP_FIELDS.password}
            name="password"
            label={t('password')}
            value={fields.password}
            onChange={set('password')}
            rule={rule}
          />
          <Checkbox
            id={SIGN_UP_FIELDS.privacy}
            name="privacy"
            isSelected={privacy}
            onChange={setPrivacy}
            isInvalid={Boolean(form.errors.privacy)}
            errorMessage={form.errors.privacy}
          >
            {t('privacy_consent')} <Link href={routes.legal(locale, 'privacy-policy')}>{t('privacy_policy')}</Link>
          </Checkbox>
          <Checkbox name="newsletter" isSelected={newsletter} onChange={setNewsletter}>
            {t('newsletter_opt_in')}
          </Checkbox>
          <div>
            <Button type="submit" isPending={pending}>
              {t('sign_up')}
            </Button>
          </div>
        </AuthForm>
        <Muted>
          {t('signup_have_account')} <Link href={routes.signIn(locale, next)}>{t('sign_in')}</Link>
        </Muted>
      </Stack>
    </AuthPage>
  );
}
