/**
 * The one way a shop form shows its problems (GOV.UK's pattern, as the house rules say): each message on
 * its field (react-aria's `<Form validationErrors>`, or a field's `errorMessage`) and the same words in the
 * design system's `ErrorSummary` above the form: titled "There is a problem", focused after every failed
 * submit, each message a link that moves focus to its field. An edited field's message goes as it is
 * edited, without moving focus. The account forms (useAccountForm), the contact form, the newsletter forms,
 * the country selector and the checkout all use it.
 */
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { ErrorSummaryItem, ErrorSummaryProps } from '@passo/design-system';
import { useLabels } from '../../core/labels/useLabel';

/** Field errors by field name (the proxy's `errors` record, in the shop's language). */
export type FieldErrors = Record<string, string>;

/** A form's errors and the number of submits tried (the summary takes focus after each failed one). */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const fail = useCallback((next: FieldErrors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);
  const clear = useCallback(() => setErrors({}), []);
  /** A field's message goes (the field was changed); focus stays where it is. */
  const dismiss = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);
  /**
   * A field's error goes as the customer edits it (the form's `onInput`), so nothing moves under the
   * pointer later: react-aria would otherwise re-show it on blur, shifting the submit button mid-click.
   */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === 'string' && name) dismiss(name);
    },
    [dismiss],
  );
  return { errors, fail, clear, dismiss, attempt, onInput };
}

/** The errors in the fields' page order, each linked to its field (or to `fallbackField`). */
export function summaryItems(
  errors: FieldErrors,
  fields: Readonly<Record<string, string>>,
  fallbackField?: string,
): ErrorSummaryItem[] {
  const order = Object.keys(fields);
  const rank = (name: string) => order.indexOf(name) + 1 || order.length + 1;
  return Object.entries(errors)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, message]) => ({
      key: name,
      message,
      fieldId: fields[name] ?? (fallbackField ? fields[fallbackField] : undefined),
    }));
}

export interface ErrorSummaryOptions {
  /** The form's fields in page order, name → DOM id (the summary's order and links). */
  fields: Readonly<Record<string, string>>;
  /** The field an error without a field of its own (`form`, `login`) links to; without it, it is plain text. */
  fallbackField?: string;
  /** A line under the title, for a form whose own message the spec names (the newsletter's). */
  description?: ReactNode;
  /** The heading level of the summary's title. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * Problems the form checks itself as the customer types, listed beside the submit's own (which win on the
   * same field). A form that checks live (the checkout) passes them once a submit was tried.
   */
  checked?: FieldErrors;
}

/**
 * A form's errors and its GOV.UK summary: spread `summary` on the design system's `ErrorSummary`, pass
 * `errors` to react-aria's `Form` as `validationErrors` (and to fields outside it, like a checkbox, as
 * `errorMessage`), and `onInput` to the form. `fail` shows a submit's problems and moves focus to the summary.
 */
export function useErrorSummary({ fields, fallbackField, description, headingLevel, checked }: ErrorSummaryOptions) {
  const t = useLabels();
  const { errors, fail, clear, dismiss, attempt, onInput } = useFormErrors();
  const summary: ErrorSummaryProps = {
    title: t('error_summary_title'),
    description,
    errors: summaryItems(checked ? { ...checked, ...errors } : errors, fields, fallbackField),
    focusKey: attempt,
    headingLevel,
  };
  return { errors, fail, clear, dismiss, attempt, onInput, summary };
}

/** A form's problems by field, the fields without one (undefined, false, '') left out. */
export function problems(checks: Record<string, string | false | null | undefined>): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, message] of Object.entries(checks)) if (message) out[name] = message;
  return out;
}
