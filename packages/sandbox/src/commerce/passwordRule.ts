/**
 * The shop's password rule, enforced by the back-end too, so a weak password never gets in by calling the
 * API directly: at least {@link PASSWORD_MIN_CHARS} characters and not a common or easily guessed password.
 * "Common" is decided by the same well-kept library the shop checks with in the browser (zxcvbn-ts with its
 * common dictionaries, the same versions) with the same call: zxcvbn's score must reach
 * {@link PASSWORD_MIN_SCORE}, the customer's own names and email counting as guessable. The sandbox shares no code with the shop (it speaks HTTP, like a
 * real back-end); the storefront's `passwordRule.server.test.ts` sends the shop's own verdicts to this
 * server and fails when the two disagree.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS, PASSWORD_MIN_SCORE } from '../constants';
import { HttpError } from '../http';

/** The message for a password under the rule (Centra-style: English, per field). */
export const PASSWORD_TOO_COMMON = 'too common or easy to guess';

let zxcvbn: ZxcvbnFactory | undefined;

/** Whether zxcvbn counts the password as one everybody tries (the dictionaries load on first use). */
export function isCommonPassword(password: string, userInputs: readonly string[] = []): boolean {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return zxcvbn.check(password, [...userInputs]).score < PASSWORD_MIN_SCORE;
}

/**
 * A new password from a body, by the rule: 400 `{ [field]: 'required' | 'at least 8 characters' |
 * 'at most 200 characters' | 'too common or easy to guess' }`. `userInputs` are the customer's names and
 * email, when known.
 */
export function newPassword(body: Record<string, unknown>, field: string, userInputs: readonly string[] = []): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw new HttpError(400, { [field]: 'required' });
  if (value.length < PASSWORD_MIN_CHARS)
    throw new HttpError(400, { [field]: `at least ${PASSWORD_MIN_CHARS} characters` });
  if (value.length > PASSWORD_MAX_CHARS)
    throw new HttpError(400, { [field]: `at most ${PASSWORD_MAX_CHARS} characters` });
  if (isCommonPassword(value, userInputs.filter(Boolean))) throw new HttpError(400, { [field]: PASSWORD_TOO_COMMON });
  return value;
}
