import { CONSENT_COOKIE, CONSENT_EVENT, serializeConsent, storeConsent } from '../consent/consent';

type DataLayerModule = typeof import('./dataLayer');
const item = { item_id: 'PS1001', item_name: 'Sunny', item_variant: '38', price: 129, quantity: 2 };
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

/** The data layer as plain values: a gtag command (an `arguments` object) as its list of arguments. */
function entries(): unknown[] {
  return (window.dataLayer ?? []).map((e) =>
    Object.prototype.toString.call(e) === '[object Arguments]' ? ['gtag', ...Array.from(e as unknown as unknown[])] : e,
  );
}
const events = () => (window.dataLayer ?? []).map((e) => e.event).filter(Boolean);

/** A fresh copy of the module (its consent state starts anew), as on a new page load. */
function load(): DataLayerModule {
  let fresh: DataLayerModule | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<DataLayerModule>('./dataLayer');
  });
  return fresh!;
}

function setStoredChoice(statistics: boolean, marketing: boolean) {
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent({ statistics, marketing, at: new Date().toISOString() })}; path=/`;
}

describe('analytics data layer and the cookie choice', () => {
  // Each test loads its own copy of the module, as a page load does: the copies of earlier tests stop
  // listening for choices.
  const listeners: EventListenerOrEventListenerObject[] = [];
  const addEventListener = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === CONSENT_EVENT) listeners.push(listener);
    addEventListener(type, listener, options);
  });
  afterEach(() => {
    for (const listener of listeners.splice(0)) window.removeEventListener(CONSENT_EVENT, listener);
  });

  beforeEach(() => {
    window.dataLayer = [];
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
  });

  it('before a choice, pushes consent mode’s default with everything denied and holds the events', () => {
    const { trackPageView, trackAddToCart } = load();
    trackPageView('/it-it', 'Home');
    trackAddToCart('EUR', [item]);
    expect(entries()).toEqual([['gtag', 'consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
    expect(events()).toEqual([]);
  });

  it('pushes gtag commands as `arguments` objects, the shape Tag Manager reads', () => {
    load().trackPageView('/it-it', 'Home');
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('on accept, sends the update and then the held events in order; later ones go at once', () => {
    const { trackPageView, trackAddToCart, trackRemoveFromCart } = load();
    trackPageView('/it-it', 'Home');
    trackAddToCart('EUR', [item]);
    storeConsent({ statistics: true, marketing: true });
    expect(entries()[1]).toEqual(['gtag', 'consent', 'update', GRANTED]);
    expect(entries().slice(2)).toEqual([
      { event: 'page_view', page_path: '/it-it', page_title: 'Home' },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'EUR', value: 258, items: [item] } },
    ]);
    trackRemoveFromCart('EUR', [item]);
    expect(events()).toEqual(['page_view', 'add_to_cart', 'remove_from_cart']);
  });

  it('holds the real-user vitals for the data layer like any event: sent on accept, dropped on reject', () => {
    const accepted = load();
    accepted.trackWebVital('LCP', 1234);
    expect(events()).toEqual([]);
    storeConsent({ statistics: true, marketing: false });
    expect(entries().at(-1)).toEqual({ event: 'web_vitals', metric_name: 'LCP', metric_value: 1234 });

    window.dataLayer = [];
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; path=/`;
    for (const listener of listeners.splice(0)) window.removeEventListener(CONSENT_EVENT, listener);
    const rejected = load();
    rejected.trackWebVital('TTFB', 80);
    storeConsent({ statistics: false, marketing: false });
    expect(events()).toEqual([]);
  });

  it('on reject, drops the held events and sends none later', () => {
    const { trackPageView } = load();
    trackPageView('/it-it', 'Home');
    storeConsent({ statistics: false, marketing: false });
    trackPageView('/it-it/shop/woman', 'Woman');
    expect(entries()).toEqual([
      ['gtag', 'consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['gtag', 'consent', 'update', DENIED],
    ]);
  });

  it('marketing alone grants the advertising signals but sends no analytics event', () => {
    const { trackPageView } = load();
    trackPageView('/it-it', 'Home');
    storeConsent({ statistics: false, marketing: true });
    expect(entries()[1]).toEqual(['gtag', 'consent', 'update', { ...GRANTED, analytics_storage: 'denied' }]);
    expect(events()).toEqual([]);
  });

  it('applies a stored choice on the next page: default, update, then the events', () => {
    setStoredChoice(true, false);
    load().trackPageView('/it-it', 'Home');
    expect(entries()).toEqual([
      ['gtag', 'consent', 'default', { ...DENIED, wait_for_update: 500 }],
      ['gtag', 'consent', 'update', { ...DENIED, analytics_storage: 'granted' }],
      { event: 'page_view', page_path: '/it-it', page_title: 'Home' },
    ]);
  });

  it('a withdrawn consent stops the events from then on', () => {
    setStoredChoice(true, true);
    const { trackPageView } = load();
    trackPageView('/it-it', 'Home');
    storeConsent({ statistics: false, marketing: false });
    trackPageView('/it-it/shop/woman', 'Woman');
    expect(events()).toEqual(['page_view']);
  });

  it('pushes purchase with its ecommerce data once consent is given', () => {
    setStoredChoice(true, false);
    load().trackPurchase({ transactionId: 'O1', value: 258, currency: 'EUR', shipping: 0, items: [item] });
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'purchase', ecommerce: { transaction_id: 'O1' } });
  });

  it('pushes add_to_cart and remove_from_cart with their value in the currency it is in', () => {
    setStoredChoice(true, false);
    const { trackAddToCart, trackRemoveFromCart } = load();
    trackAddToCart('SEK', [{ ...item, price: 1490, quantity: 1 }]);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'SEK', value: 1490 },
    });
    trackRemoveFromCart('NOK', [item]);
    expect(window.dataLayer?.at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { currency: 'NOK', value: 258 },
    });
  });
});
