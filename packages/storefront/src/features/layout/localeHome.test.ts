import { localeHomeHref } from './localeHome';

describe('the way home', () => {
  it('leads to the route locale home', () => expect(localeHomeHref('de-de')).toBe('/de-de'));
  it('reads the locale from the path when the route has no parameter', () =>
    expect(localeHomeHref(undefined, '/en-se/no-such-page?x=1')).toBe('/en-se'));
  it('leads to / when no locale is known', () => expect(localeHomeHref(undefined, '/nothing')).toBe('/'));
});
