import { ApiError } from '../../lib/api/core';
import { labelText } from '../../core/labels/useLabel';
import { LABEL_GROUPS } from '../../core/content/fallbacks';
import { fillLabels, labelGroupsForRoute } from '../../core/content/labelGroups';
import { serverErrors } from './forms';

const italian = { rate_limited_wait: 'Troppi tentativi. Riprova tra $minutes min.' };
const t = (key: Parameters<typeof labelText>[1], values?: Record<string, string | number>) =>
  labelText(italian, key, values);
const limited = (field: string, retryAfter: number) =>
  new ApiError(429, { [field]: 'too many attempts, try again later' }, { errors: {}, retryAfter });

describe('a rate limit on the account forms (429 from the proxy or the back-end)', () => {
  it('puts the wait, in the shop’s language, on the sign-in form', () => {
    expect(serverErrors(limited('login', 840), t, { login: 'wrong_credentials' })).toEqual({
      login: 'Troppi tentativi. Riprova tra 14 min.',
    });
  });

  it('puts it on the password-reset form’s e-mail', () => {
    expect(serverErrors(limited('email', 3600), t)).toEqual({
      email: 'Troppi tentativi. Riprova tra 60 min.',
    });
  });

  it('puts it on the order lookup, at least one minute', () => {
    expect(serverErrors(limited('order', 5), t, { order: 'lookup_not_found' })).toEqual({
      order: 'Troppi tentativi. Riprova tra 1 min.',
    });
  });
});

describe('the back-end’s password rule on the account forms', () => {
  // An account page's labels when the content has none: its groups' fallbacks, as the server fills them in.
  const fallbacks = fillLabels(
    {},
    labelGroupsForRoute('/[locale]/other/signup').map((group) => LABEL_GROUPS[group]),
  );
  const english = (key: Parameters<typeof labelText>[1], values?: Record<string, string | number>) =>
    labelText(fallbacks, key, values);

  it('a password the server finds too common gets the shop’s words on its field', () => {
    expect(serverErrors(new ApiError(400, { password: 'too common or easy to guess' }, null), english)).toEqual({
      password: 'This password is too common or easy to guess',
    });
    expect(serverErrors(new ApiError(400, { newPassword: 'too common or easy to guess' }, null), english)).toEqual({
      newPassword: 'This password is too common or easy to guess',
    });
  });

  it('a password the server finds too short gets the shop’s words on its field', () => {
    expect(serverErrors(new ApiError(400, { newPassword: 'at least 8 characters' }, null), english)).toEqual({
      newPassword: 'The password is too short',
    });
  });
});
