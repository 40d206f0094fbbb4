import type { useLabels } from './useLabel';

/**
 * A rate limit's answer (429) in the shop's language, with the wait in whole minutes (at least one): the
 * same words as the sign-in's, for the newsletter forms and the voucher field.
 */
export function waitMessage(t: ReturnType<typeof useLabels>, seconds: number): string {
  return t('rate_limited_wait', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
}
