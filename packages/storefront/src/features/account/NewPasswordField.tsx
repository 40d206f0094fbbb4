import { useEffect, useState } from 'react';
import { TextField } from '@passo/design-system';
import type { LabelKey } from '../content/fallbacks';
import { useLabels } from '../content/useLabel';
import {
  loadPasswordChecker,
  passwordProblem,
  PASSWORD_MIN_CHARS,
  type CommonCheck,
  type PasswordProblem,
} from './passwordRule';

export const PASSWORD_PROBLEM_LABEL: Record<PasswordProblem, LabelKey> = {
  required: 'enter_new_password',
  too_short: 'password_too_short',
  too_common: 'password_too_common',
};

/**
 * The rule for a new password, checked against the common-password list once
 * it has loaded; `check` waits for it (a submit never skips the rule).
 */
export function usePasswordRule(userInputs: string[] = []) {
  const [isCommon, setIsCommon] = useState<CommonCheck | null>(null);
  const load = () => {
    void loadPasswordChecker().then(
      (check) => setIsCommon(() => check),
      (error: unknown) => console.error('[account] the password check did not load:', error),
    );
  };
  const check = async (password: string): Promise<PasswordProblem | null> => {
    if (password.length < PASSWORD_MIN_CHARS) return passwordProblem(password, () => false);
    return passwordProblem(password, await loadPasswordChecker(), userInputs);
  };
  const live = (password: string): PasswordProblem | null =>
    password && isCommon ? passwordProblem(password, isCommon, userInputs) : null;
  return { load, check, live };
}

/**
 * A new-password field (`autocomplete="new-password"`) with its rule in view:
 * at least 8 characters, not a common password; what the typed password
 * misses is said under it as it is typed.
 */
export function NewPasswordField({
  id,
  name,
  label,
  value,
  onChange,
  rule,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rule: ReturnType<typeof usePasswordRule>;
}) {
  const t = useLabels();
  const live = rule.live(value);
  // The word lists load when the customer starts on the password, not with the page.
  useEffect(() => {
    if (value) rule.load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value !== '']);
  return (
    <TextField
      id={id}
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      isRequired
      value={value}
      onChange={onChange}
      onFocus={rule.load}
      description={
        live && live !== 'required'
          ? `${t('password_rule', { min: PASSWORD_MIN_CHARS })} ${t(PASSWORD_PROBLEM_LABEL[live])}`
          : t('password_rule', { min: PASSWORD_MIN_CHARS })
      }
    />
  );
}
