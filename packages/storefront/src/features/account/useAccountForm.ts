import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { LabelKey } from '../../core/content/fallbacks';
import { useLabels } from '../../core/labels/useLabel';
import { useErrorSummary, type FieldErrors } from '../forms/errorSummary';
import { serverErrors } from './forms';

export interface AccountFormOptions {
  /** The form's fields in page order, name → DOM id (the summary's order and links). */
  fields: Readonly<Record<string, string>>;
  /** The field an error without a field of its own (`form`, `login`) links to; without it, it is plain text. */
  fallbackField?: string;
  /** The form's own checks (may wait, e.g. for the password rule); an empty record sends. */
  validate?: () => FieldErrors | Promise<FieldErrors>;
  /** The call (and what follows it, e.g. a route change); a throw is shown as the proxy's errors. */
  submit: () => Promise<void>;
  /** Proxy messages in the shop's words (`field` or `field:message` → label), as `serverErrors` takes them. */
  known?: Record<string, LabelKey>;
  /**
   * A failure the form handles itself: return errors to show, `null` when handled with nothing to show,
   * undefined to show the proxy's errors the usual way.
   */
  onError?: (error: unknown) => FieldErrors | null | undefined;
  /** Runs first on every submit (e.g. hide an earlier result). */
  onStart?: () => void;
  /** Runs after every submit that got past the checks, success or not (e.g. empty a password field). */
  onSettled?: () => void;
}

/**
 * The one submit path of the account forms: one send at a time (pending), the form's checks, the call, the
 * proxy's errors in the shop's words on their fields, and the GOV.UK summary focused after each failure.
 * Spread `formProps` on `AuthForm` and `summary` on the design system's `ErrorSummary`.
 */
export function useAccountForm({
  fields,
  fallbackField,
  validate,
  submit,
  known,
  onError,
  onStart,
  onSettled,
}: AccountFormOptions) {
  const t = useLabels();
  const { errors, fail, clear, onInput, summary } = useErrorSummary({ fields, fallbackField });
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    let checked = false;
    try {
      onStart?.();
      const found = (await validate?.()) ?? {};
      if (Object.keys(found).length) return fail(found);
      checked = true;
      await submit();
      clear();
    } catch (error) {
      const handled = onError?.(error);
      if (handled === undefined) fail(serverErrors(error, t, known));
      else if (handled) fail(handled);
    } finally {
      sending.current = false;
      setPending(false);
      if (checked) onSettled?.();
    }
  };

  return {
    pending,
    errors,
    fail: useCallback((next: FieldErrors) => fail(next), [fail]),
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      validationErrors: errors,
      onInput,
      validationBehavior: 'aria' as const,
    },
    summary,
  };
}
