import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Button, isValidEmail, TextField } from '@passo/design-system';
import { api, ApiError } from '../../lib/api';
import { routes } from '../../lib/routes';
import { useAppState } from '../app/hooks';
import { useLabels } from '../content/useLabel';
import {
  AuthForm,
  AuthPage,
  ErrorSummary,
  fieldId,
  Muted,
  Notice,
  PageTitle,
  serverErrors,
  Stack,
  useFormErrors,
  type FieldErrors,
} from './forms';
import { NewPasswordField, PASSWORD_PROBLEM_LABEL, usePasswordRule } from './NewPasswordField';
import { useAccountActions } from './useAccountActions';

const REQUEST_FIELDS = { email: fieldId('reset', 'email') };
const NEW_PASSWORD_FIELDS = { password: fieldId('reset', 'password') };

/** Asks for a link: the answer is the same whether the email has an account or not. */
function RequestLink() {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = t('enter_email');
    else if (!isValidEmail(email.trim())) errors.email = t('field_email_invalid');
    if (Object.keys(errors).length) return form.fail(errors);
    setPending(true);
    try {
      await api.requestPasswordReset(email.trim(), locale);
      form.clear();
      setSentTo(email.trim());
    } catch (error) {
      form.fail(serverErrors(error, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Muted>{t('reset_intro')}</Muted>
      <AuthForm
        onSubmit={onSubmit}
        validationErrors={form.errors}
        onInput={form.onInput}
        validationBehavior="aria"
        aria-labelledby="reset-title"
      >
        <ErrorSummary errors={form.errors} attempt={form.attempt} fields={REQUEST_FIELDS} fallbackField="email" />
        <TextField
          id={REQUEST_FIELDS.email}
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            setSentTo(null);
          }}
        />
        <div>
          <Button type="submit" isPending={pending}>
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
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [linkDead, setLinkDead] = useState(false);
  const form = useFormErrors();
  const rule = usePasswordRule();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const problem = await rule.check(password);
      if (problem) return form.fail({ password: t(PASSWORD_PROBLEM_LABEL[problem]) });
      await resetPassword(id, secret, password);
      setPassword('');
      form.clear();
      await router.push(routes.account(locale));
    } catch (error) {
      setPassword('');
      if (error instanceof ApiError && error.status === 400 && error.errors.i) {
        setLinkDead(true);
        return;
      }
      form.fail(serverErrors(error, t));
    } finally {
      setPending(false);
    }
  }

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
    <AuthForm
      onSubmit={onSubmit}
      validationErrors={form.errors}
      onInput={form.onInput}
      validationBehavior="aria"
      aria-labelledby="reset-title"
    >
      <ErrorSummary errors={form.errors} attempt={form.attempt} fields={NEW_PASSWORD_FIELDS} fallbackField="password" />
      <NewPasswordField
        id={NEW_PASSWORD_FIELDS.password}
        name="password"
        label={t('password_new')}
        value={password}
        onChange={setPassword}
        rule={rule}
      />
      <div>
        <Button type="submit" isPending={pending}>
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
