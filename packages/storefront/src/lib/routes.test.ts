import {
  ACCOUNT_TABS,
  CHECKOUT_STEPS,
  isSafeReturnPath,
  localizePath,
  parseCataloguePath,
  PAYMENT_FAILED_STEP,
  PAYMENT_RETURN_STEP,
  routes,
  SUB_ROUTE_FAMILIES,
  switchLocale,
} from './routes';

describe('the shop paths', () => {
  it('builds the locale home, and / with no locale', () => {
    expect(routes.home('it-it')).toBe('/it-it');
    expect(routes.home(null)).toBe('/');
  });

  it('builds categories from their complete URI, encoding each segment', () => {
    expect(routes.category('de-at', 'woman/new-collection')).toBe('/de-at/shop/woman/new-collection');
    expect(routes.category('it-it', 'special-edition/p01 future')).toBe('/it-it/shop/special-edition/p01%20future');
  });

  it('builds product, line and search-results paths', () => {
    expect(routes.product('it-it', 'ciao-sneaker-blue')).toBe('/it-it/shop/product/ciao-sneaker-blue');
    expect(routes.line('it-it', 'ciao')).toBe('/it-it/shop/line/ciao');
    expect(routes.searchResults('en-se', 'red shoe')).toBe('/en-se/shop/search-results?keyword=red+shoe');
    expect(routes.searchResults('en-se')).toBe('/en-se/shop/search-results');
  });

  it('builds the checkout, its steps and the thank-you step', () => {
    expect(routes.checkout('it-it')).toBe('/it-it/checkout');
    expect(routes.checkoutStep('it-it', 'payment-failed')).toBe('/it-it/checkout/payment-failed');
    expect(routes.thankYou('it-it')).toBe('/it-it/checkout/thankyou');
  });

  it('names the checkout steps: thank-you, and the payment return and failed pages', () => {
    expect(routes.checkoutStep('it-it', PAYMENT_RETURN_STEP)).toBe('/it-it/checkout/result');
    expect(routes.checkoutStep('it-it', PAYMENT_FAILED_STEP)).toBe('/it-it/checkout/failed');
    expect(CHECKOUT_STEPS).toEqual(['thankyou', 'result', 'failed']);
  });

  it('builds sign-in and sign-up with the page to return to', () => {
    expect(routes.signIn('it-it')).toBe('/it-it/other/signin');
    expect(routes.signIn('it-it', '/it-it/other/account/orders')).toBe(
      '/it-it/other/signin?next=%2Fit-it%2Fother%2Faccount%2Forders',
    );
    expect(routes.signUp('de-de')).toBe('/de-de/other/signup');
  });

  it('builds the password-reset request and the emailed link', () => {
    expect(routes.passwordReset('it-it')).toBe('/it-it/other/password-reset');
    expect(routes.passwordReset('it-it', { id: '7', i: 'abc' })).toBe('/it-it/other/password-reset?id=7&i=abc');
  });

  it('builds every account tab, my-account by default', () => {
    expect(routes.account('it-it')).toBe('/it-it/other/account/my-account');
    expect(ACCOUNT_TABS.map((tab) => routes.account('es-es', tab))).toEqual([
      '/es-es/other/account/my-account',
      '/es-es/other/account/personal-data',
      '/es-es/other/account/addresses',
      '/es-es/other/account/orders',
      '/es-es/other/account/returns',
      '/es-es/other/account/favourites',
    ]);
    expect(routes.accountOrder('it-it', 'P1001')).toBe('/it-it/other/account/orders?order=P1001');
  });

  it('builds the favourites page, outside the account (a guest has favourites too)', () => {
    expect(routes.favourites('de-de')).toBe('/de-de/other/favourites');
  });

  it('builds legal, customer care and editorial paths', () => {
    expect(routes.legal('it-it')).toBe('/it-it/other/legal');
    expect(routes.legal('it-it', 'privacy-policy')).toBe('/it-it/other/legal/privacy-policy');
    expect(routes.customerCare('it-it', 'faq')).toBe('/it-it/other/customer-care/faq');
    expect(routes.faqChapter('it-it', 'shipments')).toBe('/it-it/other/customer-care/faq#faq-shipments');
    expect(routes.blog('it-it', 'all')).toBe('/it-it/discover/blog');
    expect(routes.blog('it-it', 'events')).toBe('/it-it/discover/blog/events');
    expect(routes.blogArticle('it-it', 'a-b')).toBe('/it-it/discover/blog/article/a-b');
    expect(routes.campaign('it-it', 'campaign-fw25')).toBe('/it-it/discover/campaign/campaign-fw25');
    expect(routes.mood('it-it')).toBe('/it-it/discover/mood');
    expect(routes.aboutUs('it-it', 'pop-soul')).toBe('/it-it/about-us/pop-soul');
  });

  it('names the account, legal and checkout families as sub-route families', () => {
    expect(SUB_ROUTE_FAMILIES).toEqual(['other/account', 'other/legal', 'checkout']);
  });
});

describe('localizing a path from content', () => {
  it('puts a site path under the locale', () => {
    expect(localizePath('/shop/woman', 'de-at')).toBe('/de-at/shop/woman');
    expect(localizePath('shop/woman', 'de-at')).toBe('/de-at/shop/woman');
    expect(localizePath('/', 'de-at')).toBe('/de-at');
  });

  it('keeps absolute URLs, anchors and already-localized paths', () => {
    expect(localizePath('https://example.com/x', 'it-it')).toBe('https://example.com/x');
    expect(localizePath('mailto:care@passo.example', 'it-it')).toBe('mailto:care@passo.example');
    expect(localizePath('tel:+390000', 'it-it')).toBe('tel:+390000');
    expect(localizePath('//cdn.example/x', 'it-it')).toBe('//cdn.example/x');
    expect(localizePath('#top', 'it-it')).toBe('#top');
    expect(localizePath('/es-es/shop', 'it-it')).toBe('/es-es/shop');
  });
});

describe('the page to return to after signing in', () => {
  it('accepts a localized shop path with its query', () => {
    expect(isSafeReturnPath('/it-it/other/account/orders?order=1')).toBe(true);
  });

  it('refuses another origin, a scheme, a backslash trick and non-strings', () => {
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', 42]) {
      expect(isSafeReturnPath(next)).toBe(false);
    }
  });
});

describe('the same page under another locale', () => {
  it('replaces only the locale segment, keeping the path, query and hash', () => {
    expect(switchLocale('/it-it/shop/woman/sneakers?page=2#grid', 'en-se')).toBe(
      '/en-se/shop/woman/sneakers?page=2#grid',
    );
    expect(switchLocale('/it-it', 'de-de')).toBe('/de-de');
    expect(switchLocale('/it-it?cart', 'de-de')).toBe('/de-de?cart');
  });

  it('leaves a path that already names the locale unchanged', () => {
    expect(switchLocale('/en-se/shop/product/aurora', 'en-se')).toBe('/en-se/shop/product/aurora');
  });

  it('puts a path without a locale under the new one', () => {
    expect(switchLocale('/', 'es-es')).toBe('/es-es');
    expect(switchLocale('/shop/woman', 'es-es')).toBe('/es-es/shop/woman');
  });
});

describe('page cache routes', () => {
  it('builds the internal routes of cached views', () => {
    expect(routes.cachedListing('it-it', 'p2~s38', 'woman/new-collection')).toBe(
      '/it-it/shop/view/p2~s38/woman/new-collection',
    );
    expect(routes.cachedProduct('en-se', 'm3.tok', 'aurora')).toBe('/en-se/shop/view/m3.tok/product/aurora');
  });

  it('tells which public paths are catalogue pages', () => {
    expect(parseCataloguePath('/it-it/shop/woman')).toEqual({ kind: 'listing', locale: 'it-it', completeUri: 'woman' });
    expect(parseCataloguePath('/it-it/shop/line/sunny-side')).toEqual({
      kind: 'listing',
      locale: 'it-it',
      completeUri: 'line/sunny-side',
    });
    expect(parseCataloguePath('/it-it/shop/product/aurora')).toEqual({
      kind: 'product',
      locale: 'it-it',
      uri: 'aurora',
    });
    expect(parseCataloguePath('/it-it/shop/product')).toBeNull();
    expect(parseCataloguePath('/it-it/shop/search-results')).toBeNull();
    expect(parseCataloguePath('/it-it/shop/view/p2/woman')).toBeNull();
    expect(parseCataloguePath('/it-it/shop/a/b/c')).toBeNull();
    expect(parseCataloguePath('/it-it/about-us')).toBeNull();
  });
});
