import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button, Checkbox, ErrorSummary, Link, TextField } from '@passo/design-system';
import { isSafeReturnPath, routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { AuthForm, AuthPage, EmailField, emailProblem, fieldId, Muted, Stack } from './forms';
import { PageTitle } from '../ui/layout';
import { NewPasswordField, useNewPassword } from './NewPasswordField';
import { useAccountActions } from './useAccountActions';
import { useAccountForm } from './useAccountForm';
import { problems } from '../forms/errorSummary';

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
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '' });
  const [privacy, setPrivacy] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const password = useNewPassword([fields.firstName, fields.lastName, fields.email]);
  const next = isSafeReturnPath(router.query.next) ? router.query.next : undefined;
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const form = useAccountForm({
    fields: SIGN_UP_FIELDS,
    known: { 'email:already registered': 'email_already_registered' },
    validate: async () =>
      problems({
        firstName: !fields.firstName.trim() && t('enter_first_name'),
        lastName: !fields.lastName.trim() && t('enter_last_name'),
        email: emailProblem(fields.email, t),
        password: await password.problem(),
        privacy: !privacy && t('privacy_required'),
      }),
    submit: async () => {
      await signUp({
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email.trim(),
        password: password.value,
        newsletter,
        language,
      });
      password.clear();
      await router.push(next ?? routes.account(locale));
    },
  });

  return (
    <AuthPage>
      <Head>
        <title>{`${t('signup_title')} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Stack>
        <PageTitle id="signup-title">{t('signup_title')}</PageTitle>
        <Muted>{t('signup_intro')}</Muted>
        <AuthForm {...form.formProps} aria-labelledby="signup-title">
          <ErrorSummary {...form.summary} />
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
          <EmailField id={SIGN_UP_FIELDS.email} value={fields.email} onChange={set('email')} />
          <NewPasswordField id={SIGN_UP_FIELDS.password} name="password" label={t('password')} password={password} />
          <Checkbox
            id={SIGN_UP_FIELDS.privacy}
            name="privacy"
            isSelected={privacy}
            onChange={setPrivacy}
            isInvalid={Boolean(form.errors.privacy)}
            errorMessage={form.errors.privacy}
          >
            {t('privacy_consent')}{' '}
            {/* A new tab, saying so: following the policy leaves what was typed in the form as it was. */}
            <Link href={routes.legal(locale, 'privacy-policy')} target="_blank" rel="noopener">
              {t('privacy_policy_new_tab')}
            </Link>
          </Checkbox>
          <Checkbox name="newsletter" isSelected={newsletter} onChange={setNewsletter}>
            {t('newsletter_opt_in')}
          </Checkbox>
          <div>
            <Button type="submit" isPending={form.pending}>
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
