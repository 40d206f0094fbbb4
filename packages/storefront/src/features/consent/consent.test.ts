import {
  CONSENT_COOKIE,
  CONSENT_EVENT,
  consentExpiry,
  parseConsent,
  readConsent,
  serializeConsent,
  storeConsent,
} from './consent';

const NOW = new Date('2026-11-26T14:00:00.000Z');

describe('the stored cookie choice', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
  });

  it('reads back what it wrote', () => {
    const choice = { statistics: true, marketing: false, at: NOW.toISOString() };
    expect(parseConsent(serializeConsent(choice), NOW)).toEqual(choice);
  });

  it('holds for six months, then the visitor is asked again', () => {
    const value = serializeConsent({ statistics: true, marketing: true, at: NOW.toISOString() });
    expect(consentExpiry(NOW).toISOString()).toBe('2027-05-26T14:00:00.000Z');
    expect(parseConsent(value, new Date('2027-05-26T13:59:59.000Z'))).not.toBeNull();
    expect(parseConsent(value, new Date('2027-05-26T14:00:00.000Z'))).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'yes'],
    ['of another version of the categories', `9.1.1.${NOW.toISOString()}`],
    ['dated in the future', '1.1.1.2030-01-01T00:00:00.000Z'],
  ])('counts a value %s as no choice', (_, value) => {
    expect(parseConsent(value, NOW)).toBeNull();
  });

  it('stores a choice in a cookie that ends with it, and tells the page', () => {
    const heard = jest.fn();
    window.addEventListener(CONSENT_EVENT, (e) => heard((e as CustomEvent).detail));
    const choice = storeConsent({ statistics: false, marketing: false });
    expect(readConsent()).toEqual(choice);
    expect(heard).toHaveBeenCalledWith(choice);
  });
});
