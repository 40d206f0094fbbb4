import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button, ErrorSummary, Link } from '@passo/design-system';
import { isSafeReturnPath, routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import {
  AuthForm,
  AuthPage as AuthPageLayout,
  CurrentPasswordField,
  EmailField,
  emailProblem,
  fieldId,
  Muted,
  Stack,
} from './forms';
import { OrderLookup } from './OrderLookup';
import { PageTitle } from '../ui/layout';
import { useAccountActions } from './useAccountActions';
import { useAccountForm } from './useAccountForm';
import { problems } from '../forms/errorSummary';

const SIGN_IN_FIELDS = { email: fieldId('signin', 'email'), password: fieldId('signin', 'password') };

/** Email and password; the same message whether the email has an account or not. */
export function SignInForm() {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const { signIn } = useAccountActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const next = router.query.next;
  const form = useAccountForm({
    fields: SIGN_IN_FIELDS,
    fallbackField: 'email',
    known: { login: 'wrong_credentials' },
    validate: () => problems({ email: emailProblem(email, t), password: !password && t('enter_password') }),
    submit: async () => {
      await signIn(email.trim(), password);
      await router.push(isSafeReturnPath(next) ? next : routes.account(locale));
    },
    onSettled: () => setPassword(''),
  });

  return (
    <AuthForm {...form.formProps} aria-labelledby="signin-title">
      <ErrorSummary {...form.summary} />
      <EmailField id={SIGN_IN_FIELDS.email} value={email} onChange={setEmail} />
      <CurrentPasswordField
        id={SIGN_IN_FIELDS.password}
        label={t('password')}
        name="password"
        value={password}
        onChange={setPassword}
      />
      <Link href={routes.passwordReset(locale)}>{t('forgot_password')}</Link>
      <div>
        <Button type="submit" isPending={form.pending}>
          {t('sign_in')}
        </Button>
      </div>
    </AuthForm>
  );
}

/** `/[locale]/other/signin`: sign in, a way to sign up, and the guest order lookup. */
export function SignInPage() {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const next = isSafeReturnPath(router.query.next) ? router.query.next : undefined;
  return (
    <AuthPageLayout>
      <Head>
        <title>{`${t('sign_in')} — Passo`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Stack>
        <PageTitle id="signin-title">{t('sign_in')}</PageTitle>
        <SignInForm />
        <Muted>
          {t('signin_no_account')} <Link href={routes.signUp(locale, next)}>{t('sign_up')}</Link>
        </Muted>
      </Stack>
      <OrderLookup />
    </AuthPageLayout>
  );
}

export { AuthPage as AuthPageLayout } from './forms';
