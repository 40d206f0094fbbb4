/**
 * The sign-up password rule: at least 8 characters and not a known-common
 * password. The common-password check is zxcvbn-ts with its common
 * dictionaries (well kept, used by many shops); its ~350 kB of word lists load
 * only when a new password is typed (`loadPasswordChecker`), never with
 * another page's code.
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
    return (password: string, userInputs: string[]) => {
      const result = zxcvbn.check(password, userInputs);
      const wholeCommonWord = result.sequence.some(
        (match) =>
          match.pattern === 'dictionary' &&
          match.token.length === password.length &&
          String((match as { dictionaryName?: string }).dictionaryName ?? '').startsWith('passwords'),
      );
      return wholeCommonWord || result.score < PASSWORD_MIN_SCORE;
    };
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
