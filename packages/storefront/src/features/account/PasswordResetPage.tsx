import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button, ErrorSummary } from '@passo/design-system';
import { api, ApiError } from '../../lib/api';
import { routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { AuthForm, AuthPage, EmailField, emailProblem, fieldId, Muted, Notice, Stack } from './forms';
import { PageTitle } from '../ui/layout';
import { NewPasswordField, useNewPassword } from './NewPasswordField';
import { useAccountActions } from './useAccountActions';
import { useAccountForm } from './useAccountForm';
import { problems } from '../forms/errorSummary';

const REQUEST_FIELDS = { email: fieldId('reset', 'email') };
const NEW_PASSWORD_FIELDS = { password: fieldId('reset', 'password') };

/** Asks for a link: the answer is the same whether the email has an account or not. */
function RequestLink() {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm({
    fields: REQUEST_FIELDS,
    fallbackField: 'email',
    validate: () => problems({ email: emailProblem(email, t) }),
    submit: async () => {
      await api.requestPasswordReset(email.trim(), locale);
      setSentTo(email.trim());
    },
  });

  return (
    <>
      <Muted>{t('reset_intro')}</Muted>
      <AuthForm {...form.formProps} aria-labelledby="reset-title">
        <ErrorSummary {...form.summary} />
        <EmailField
          id={REQUEST_FIELDS.email}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setSentTo(null);
          }}
        />
        <div>
          <Button type="submit" isPending={form.pending}>
            {t('reset_send')}
          </Button>
        </div>
      </AuthForm>
      <div role="status">{sentTo && <Notice>{t('password_reset_sent')}</Notice>}</div>
    </>
  );
}

/** Sets a new password from an emailed link; success signs in. A used or expired link says so. */
function SetNewPassword({ id, secret }: { id: string; secret: string }) {
  const t = useLabels();
  const router = useRouter();
  const locale = useAppState((s) => s.locale);
  const { resetPassword } = useAccountActions();
  const password = useNewPassword();
  const [linkDead, setLinkDead] = useState(false);
  const form = useAccountForm({
    fields: NEW_PASSWORD_FIELDS,
    fallbackField: 'password',
    validate: async () => problems({ password: await password.problem() }),
    submit: async () => {
      await resetPassword(id, secret, password.value);
      await router.push(routes.account(locale));
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 400 && error.errors.i)) return undefined;
      setLinkDead(true);
      return null;
    },
    onSettled: password.clear,
  });

  if (linkDead) {
    return (
      <Stack role="alert">
        <Notice>{t('reset_link_dead')}</Notice>
        <div>
          <Button href={routes.passwordReset(locale)}>{t('reset_new_link')}</Button>
        </div>
      </Stack>
    );
  }

  return (
    <AuthForm {...form.formProps} aria-labelledby="reset-title">
      <ErrorSummary {...form.summary} />
      <NewPasswordField
        id={NEW_PASSWORD_FIELDS.password}
        name="password"
        label={t('password_new')}
        password={password}
      />
      <div>
        <Button type="submit" isPending={form.pending}>
          {t('reset_save')}
        </Button>
      </div>
    </AuthForm>
  );
}

/** `/[locale]/other/password-reset`: request a link, or with `?id=&i=` set a new password. */
export function PasswordResetPage() {
  const t = useLabels();
  const router = useRouter();
  const id = typeof router.query.id === 'string' ? router.query.id : '';
  const secret = typeof router.query.i === 'string' ? router.query.i : '';
  const hasLink = Boolean(id && secret);
  return (
    <AuthPage>
      <Head>
        <title>{`${t('password_reset_title')} — Passo`}</title>
        <meta name="robots" content="noindex" />
        <meta name="referrer" content="no-referrer" />
      </Head>
      <Stack>
        <PageTitle id="reset-title">{hasLink ? t('reset_new_title') : t('password_reset_title')}</PageTitle>
        {hasLink ? <SetNewPassword key={`${id}:${secret}`} id={id} secret={secret} /> : <RequestLink />}
      </Stack>
    </AuthPage>
  );
}
