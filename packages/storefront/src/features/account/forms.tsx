import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Form } from 'react-aria-components';
import { isValidEmail, TextField } from '@passo/design-system';
import { media, vars } from '@passo/design-system/css';
import { ApiError, retryAfterSeconds } from '../../lib/api';
import type { LabelKey } from '../../core/content/fallbacks';
import { useLabels } from '../../core/labels/useLabel';
import { waitMessage } from '../../core/labels/waitMessage';
import type { FieldErrors } from '../forms/errorSummary';
import { PageColumn } from '../ui/layout';

type T = ReturnType<typeof useLabels>;

/** The page column of the sign-in, sign-up and reset pages. */
export const AuthPage = styled(PageColumn)`
  gap: ${vars.space.xl};

  @media ${media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space.md};
  align-content: start;
`;

/** A form of the account pages: react-aria's Form, whose `validationErrors` put each error on its field. */
// `onInput` reaches the <form> (react-aria's Form passes DOM props through; its types do not list it).
export const AuthForm = styled(Form)<{ onInput?: (event: FormEvent<HTMLFormElement>) => void }>`
  display: grid;
  gap: ${vars.space.md};
  max-width: 520px;
`;

export const FormStack = styled.form`
  display: grid;
  gap: ${vars.space.md};
  max-width: 520px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  align-items: center;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.grey800};
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.grey100};
  font-weight: ${vars.fontWeight.bold};
`;

/** The id of a form's field, for its label, the error summary's link and focus. */
export const fieldId = (form: string, name: string): string => `${form}-${name}`;

/** The names of the account forms' fields, for the server's "required" (`$field is required`). */
const REQUIRED_FIELD_LABEL: Record<string, LabelKey> = {
  email: 'email',
  password: 'password',
  firstName: 'first_name',
  lastName: 'last_name',
  order: 'lookup_order_number',
  oldPassword: 'password_current',
  newPassword: 'password_new',
  privacy: 'privacy_policy',
};

/**
 * A server error in the shop's words: known field messages get their label, a
 * 429 says to wait, anything else is the generic message.
 */
export function serverErrors(error: unknown, t: T, known: Record<string, LabelKey> = {}): FieldErrors {
  if (!(error instanceof ApiError)) return { form: t('server_generic_error') };
  const seconds = retryAfterSeconds(error);
  if (seconds !== undefined) {
    const field = Object.keys(error.errors)[0] ?? 'form';
    return { [field]: waitMessage(t, seconds) };
  }
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(error.errors)) {
    const key = known[`${field}:${message}`] ?? known[field];
    if (key) out[field] = t(key);
    else if (message === 'required' && REQUIRED_FIELD_LABEL[field])
      out[field] = t('field_required', { field: t(REQUIRED_FIELD_LABEL[field]) });
    else if (/valid email/.test(message)) out[field] = t('field_email_invalid');
    else if (/at least \d+ characters/.test(message)) out[field] = t('password_too_short');
    // The back-end's password rule (the shop's own, checked again on register, change and reset).
    else if (/too common or easy to guess/.test(message)) out[field] = t('password_too_common');
  }
  return Object.keys(out).length ? out : { form: t('server_generic_error') };
}

/** The email check every account form makes: required, then the shape of an address. */
export function emailProblem(value: string, t: T): string | undefined {
  if (!value.trim()) return t('enter_email');
  if (!isValidEmail(value.trim())) return t('field_email_invalid');
  return undefined;
}

/** The account forms' email field: required, `type=email`, `autocomplete=email`, named `email`. */
export function EmailField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useLabels();
  return (
    <TextField
      id={id}
      label={t('email')}
      name="email"
      type="email"
      autoComplete="email"
      isRequired
      value={value}
      onChange={onChange}
    />
  );
}

/** A password the customer already has (sign-in, confirming a change or a deletion): `current-password`. */
export function CurrentPasswordField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return <TextField {...props} type="password" autoComplete="current-password" isRequired />;
}
