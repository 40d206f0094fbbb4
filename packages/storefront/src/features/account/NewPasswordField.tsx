import { useEffect, useState } from 'react';
import { TextField } from '@passo/design-system';
import type { LabelKey } from '../../core/content/fallbacks';
import { useLabels } from '../../core/labels/useLabel';
import { loadPasswordChecker, passwordProblem, PASSWORD_MIN_CHARS, type PasswordProblem } from './passwordRule';

/** What a new password misses, in short (the field's hint already says the rule). */
const PASSWORD_PROBLEM_LABEL: Record<PasswordProblem, LabelKey> = {
  required: 'enter_new_password',
  too_short: 'password_too_short',
  too_common: 'password_too_common',
};

/** A new password being typed: its value, and its check against the rule in the shop's words. */
export interface NewPassword {
  value: string;
  setValue: (value: string) => void;
  /** Empties the field (after every send: a password is never kept in the page). */
  clear: () => void;
  /** What the password misses, in the shop's words; undefined when it follows the rule. Waits for the word lists. */
  problem: () => Promise<string | undefined>;
  /** Starts loading the common-password lists (on focus or the first character, never with the page). */
  load: () => void;
}

/**
 * The one new password of a form (sign-up, reset, change, account from an order): its state and its rule,
 * checked with the customer's own words (`userInputs`: names, email) counting as guessable.
 */
export function useNewPassword(userInputs: readonly string[] = []): NewPassword {
  const t = useLabels();
  const [value, setValue] = useState('');
  return {
    value,
    setValue,
    clear: () => setValue(''),
    problem: async () => {
      const problem =
        value.length < PASSWORD_MIN_CHARS
          ? passwordProblem(value, () => false)
          : passwordProblem(value, await loadPasswordChecker(), [...userInputs]);
      return problem ? t(PASSWORD_PROBLEM_LABEL[problem]) : undefined;
    },
    load: preloadRule,
  };
}

function preloadRule(): void {
  loadPasswordChecker().catch((error: unknown) => console.error('[account] the password check did not load:', error));
}

/**
 * A new-password field (`autocomplete="new-password"`): its hint says the rule (at least 8 characters, not a
 * common password) once; what is wrong with the typed password is the field's error, from the form's
 * `validationErrors`, in a few words. react-aria links both to the input with `aria-describedby`.
 */
export function NewPasswordField({
  id,
  name,
  label,
  password,
}: {
  id: string;
  name: string;
  label: string;
  password: NewPassword;
}) {
  const t = useLabels();
  const { value, setValue, load } = password;
  const typing = value !== '';
  // The word lists load when the customer starts on the password, not with the page.
  useEffect(() => {
    if (typing) load();
  }, [typing, load]);
  return (
    <TextField
      id={id}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      isRequired
      value={value}
      onChange={setValue}
      onFocus={load}
      description={t('password_rule', { min: PASSWORD_MIN_CHARS })}
    />
  );
}
