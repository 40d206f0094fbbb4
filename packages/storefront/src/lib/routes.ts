/**
 * The shop's own paths: the one module that knows them (locale home,
 * categories, products, search, checkout, account, legal, customer care…).
 * Every link, redirect and route test builds its path here; nothing else
 * writes `/${locale}/…` by hand.
 *
 * A locale is the route segment (`it-it`, `en-se`). Paths are returned
 * without origin; ids are URI-encoded per segment.
 */

/** The account tabs, in the order the account page shows them. */
export const ACCOUNT_TABS = ['my-account', 'personal-data', 'addresses', 'orders', 'returns', 'favourites'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The checkout's confirmation step: `/{locale}/checkout/thankyou`. */
export const THANKYOU_STEP = 'thankyou';
/**
 * The steps a payment gateway sends the shopper back to (Centra's `paymentReturnPage`
 * and `paymentFailedPage`); the commerce proxy makes them absolute with SITE_URL
 * (its `links`, given in lib/api/server.ts).
 */
export const PAYMENT_RETURN_STEP = 'result';
export const PAYMENT_FAILED_STEP = 'failed';
/** Every checkout step `/{locale}/checkout/{id}` serves. */
export const CHECKOUT_STEPS = [THANKYOU_STEP, PAYMENT_RETURN_STEP, PAYMENT_FAILED_STEP] as const;

/** The customer-care pages. */
export const CUSTOMER_CARE_PAGES = ['contact-us', 'faq', 'payment-methods', 'shipments-and-returns'] as const;
export type CustomerCarePage = (typeof CUSTOMER_CARE_PAGES)[number];

/** The legal pages: terms, privacy and cookies, and the accessibility statement an online shop in the EU publishes. */
export const LEGAL_PAGES = [
  'terms-and-conditions',
  'privacy-policy',
  'cookie-policy',
  'accessibility-statement',
] as const;

/** Paths after the locale segment, for content links and route families. */
/** The FAQ page names each chapter's section `faq-<chapter key>`, so a link can land on it. */
export const FAQ_CHAPTER_ID_PREFIX = 'faq-';

export const SHOP_PATHS = {
  checkout: '/checkout',
  signIn: '/other/signin',
  signUp: '/other/signup',
  passwordReset: '/other/password-reset',
  account: '/other/account',
  /** The withdrawal function: withdraw from an order (guest by number and email, customer by choosing it). */
  withdrawal: '/other/withdrawal',
  legal: '/other/legal',
  customerCare: '/other/customer-care',
  shoeCare: '/other/shoe-care',
  /** The browser's favourites (a guest's too): personal, never indexed. */
  favourites: '/other/favourites',
  search: '/shop/search-results',
  product: '/shop/product',
  shop: '/shop',
  line: '/shop/line',
  blog: '/discover/blog',
  campaign: '/discover/campaign',
  mood: '/discover/mood',
  aboutUs: '/about-us',
  maintenance: '/maintenance',
  /** The internal ISR routes of query-dependent catalogue views (never linked; see features/catalog/view.ts). */
  cachedView: '/shop/view',
} as const;

/**
 * The route families whose pages move within one frame (a sub-route move stays within the same account, legal or checkout family),
 * as paths after the locale segment, without the leading slash.
 */
export const SUB_ROUTE_FAMILIES = [
  SHOP_PATHS.account.slice(1),
  SHOP_PATHS.legal.slice(1),
  SHOP_PATHS.checkout.slice(1),
] as const;

const seg = (value: string): string => encodeURIComponent(value);
/** `woman/new-collection` → `woman/new-collection` with each segment encoded. */
const segs = (value: string): string => value.split('/').filter(Boolean).map(seg).join('/');

function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Whether a string is a path that already starts with a locale segment (`/de-at`, `/it-it/shop`). */
export function hasLocaleSegment(path: string): boolean {
  return /^\/[a-z]{2}-[a-z]{2}(\/|$|\?|#)/.test(path);
}

/** Builders for every page of the shop. */
export const routes = {
  /** The locale home (`/it-it`), or `/` with no locale. */
  home: (locale: string | null | undefined): string => (locale ? `/${locale}` : '/'),
  /** A category listing by its complete URI (`woman` or `woman/new-collection`). */
  category: (locale: string, completeUri: string): string => `/${locale}${SHOP_PATHS.shop}/${segs(completeUri)}`,
  /** A product page by its URI. */
  product: (locale: string, uri: string): string => `/${locale}${SHOP_PATHS.product}/${seg(uri)}`,
  /** A line's page. */
  line: (locale: string, uid: string): string => `/${locale}${SHOP_PATHS.line}/${seg(uid)}`,
  /** Search results, with the keyword when there is one. */
  searchResults: (locale: string, keyword?: string): string => withQuery(`/${locale}${SHOP_PATHS.search}`, { keyword }),
  /** The checkout page. */
  checkout: (locale: string): string => `/${locale}${SHOP_PATHS.checkout}`,
  /** A checkout step (`thankyou` is the confirmation). */
  checkoutStep: (locale: string, id: string): string => `/${locale}${SHOP_PATHS.checkout}/${seg(id)}`,
  /** The order confirmation. */
  thankYou: (locale: string): string => `/${locale}${SHOP_PATHS.checkout}/${THANKYOU_STEP}`,
  /** Sign-in; `next` is the shop path to return to afterwards. */
  signIn: (locale: string, next?: string): string => withQuery(`/${locale}${SHOP_PATHS.signIn}`, { next }),
  /** Sign-up; `next` is the shop path to return to afterwards. */
  signUp: (locale: string, next?: string): string => withQuery(`/${locale}${SHOP_PATHS.signUp}`, { next }),
  /** Password reset: the request form, or with `id` and `i` the new-password form of an emailed link. */
  passwordReset: (locale: string, link?: { id: string; i: string }): string =>
    withQuery(`/${locale}${SHOP_PATHS.passwordReset}`, { id: link?.id, i: link?.i }),
  /** An account tab (`my-account` by default). */
  account: (locale: string, tab: AccountTab = 'my-account'): string => `/${locale}${SHOP_PATHS.account}/${tab}`,
  /** An order's detail in the account. */
  accountOrder: (locale: string, orderId: string): string =>
    withQuery(`/${locale}${SHOP_PATHS.account}/orders`, { order: orderId }),
  /** The withdrawal function; `order` fills in the order number (the confirmation e-mail's and the account's links). */
  withdrawal: (locale: string, order?: string): string => withQuery(`/${locale}${SHOP_PATHS.withdrawal}`, { order }),
  /** The legal index, or one legal page. */
  legal: (locale: string, id?: string): string =>
    id ? `/${locale}${SHOP_PATHS.legal}/${seg(id)}` : `/${locale}${SHOP_PATHS.legal}`,
  /** A customer-care page. */
  customerCare: (locale: string, page: CustomerCarePage | string): string =>
    `/${locale}${SHOP_PATHS.customerCare}/${seg(page)}`,
  /** One chapter of the FAQ (its key, as the FAQ document names it: `shipments`, `klarna`…). */
  faqChapter: (locale: string, chapter: string): string =>
    `/${locale}${SHOP_PATHS.customerCare}/faq#${FAQ_CHAPTER_ID_PREFIX}${seg(chapter)}`,
  /** The favourites page. */
  favourites: (locale: string): string => `/${locale}${SHOP_PATHS.favourites}`,
  /** Shoe care. */
  shoeCare: (locale: string): string => `/${locale}${SHOP_PATHS.shoeCare}`,
  /** The blog list, optionally filtered by a tag (`all` is the list itself). */
  blog: (locale: string, tag?: string): string =>
    tag && tag !== 'all' ? `/${locale}${SHOP_PATHS.blog}/${seg(tag)}` : `/${locale}${SHOP_PATHS.blog}`,
  /** A blog article. */
  blogArticle: (locale: string, uid: string): string => `/${locale}${SHOP_PATHS.blog}/article/${seg(uid)}`,
  /** The campaigns list, or one campaign. */
  campaign: (locale: string, uid?: string): string =>
    uid ? `/${locale}${SHOP_PATHS.campaign}/${seg(uid)}` : `/${locale}${SHOP_PATHS.campaign}`,
  /** The moods list, or one mood. */
  mood: (locale: string, uid?: string): string =>
    uid ? `/${locale}${SHOP_PATHS.mood}/${seg(uid)}` : `/${locale}${SHOP_PATHS.mood}`,
  /** About us, or one of its sub-pages. */
  aboutUs: (locale: string, id?: string): string =>
    id ? `/${locale}${SHOP_PATHS.aboutUs}/${seg(id)}` : `/${locale}${SHOP_PATHS.aboutUs}`,
  /** The maintenance page. */
  maintenance: (locale: string): string => `/${locale}${SHOP_PATHS.maintenance}`,
  /**
   * The internal route of one cached view of a listing (a category, or `line/{uid}`): what the request
   * proxy rewrites a filtered or campaign request to. The public URL stays as the visitor typed it.
   */
  cachedListing: (locale: string, view: string, completeUri: string): string =>
    `/${locale}${SHOP_PATHS.cachedView}/${seg(view)}/${segs(completeUri)}`,
  /** The internal route of one cached view of a product page. */
  cachedProduct: (locale: string, view: string, uri: string): string =>
    `/${locale}${SHOP_PATHS.cachedView}/${seg(view)}/product/${seg(uri)}`,
} as const;

/** A public catalogue page the page cache serves: a listing (category or line) or a product. */
export type CataloguePath =
  { kind: 'listing'; locale: string; completeUri: string } | { kind: 'product'; locale: string; uri: string };

/** Sections under `/shop` that are not categories. */
const NOT_CATEGORIES = new Set(['product', 'search-results', SHOP_PATHS.cachedView.split('/')[2]]);

/**
 * Which catalogue page a public path is (`/it-it/shop/woman/new-collection`, `/it-it/shop/line/x`,
 * `/it-it/shop/product/y`), or null for any other path. Segments are decoded; a malformed one is no match.
 */
export function parseCataloguePath(pathname: string): CataloguePath | null {
  const match = /^\/([a-z]{2}-[a-z]{2})\/shop\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  let first: string;
  let second: string | undefined;
  try {
    first = decodeURIComponent(match[2]!);
    second = match[3] === undefined ? undefined : decodeURIComponent(match[3]);
  } catch {
    return null;
  }
  const locale = match[1]!;
  if (first === 'product') return second ? { kind: 'product', locale, uri: second } : null;
  if (NOT_CATEGORIES.has(first)) return null;
  return { kind: 'listing', locale, completeUri: second ? `${first}/${second}` : first };
}

/**
 * A path from content or configuration (`/shop/woman`, `shop/woman`, `/`)
 * under a locale. Absolute URLs (`https:`, `mailto:`, `tel:`, `//host`),
 * anchors and already-localized paths stay as they are.
 */
export function localizePath(path: string, locale: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
  if (path === '' || path === '/') return routes.home(locale);
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (hasLocaleSegment(absolute)) return absolute;
  return `/${locale}${absolute}`;
}

/**
 * The same page under another locale (the country and language selector): the leading locale segment of
 * `path` is replaced, the rest of the path, its query and its hash are kept; a path without a locale gets
 * one, as {@link localizePath} does.
 */
export function switchLocale(path: string, locale: string): string {
  if (!hasLocaleSegment(path)) return localizePath(path, locale);
  return `/${locale}${path.slice(1 + 5)}`;
}

/**
 * Whether a `next` parameter is a safe place to return to after signing in:
 * a path of this shop under a locale, never another origin (`//evil`,
 * `/\evil`, `https:`), so the sign-in page cannot be used as an open redirect.
 */
export function isSafeReturnPath(next: unknown): next is string {
  return typeof next === 'string' && hasLocaleSegment(next) && !/[\\\s]/.test(next) && !next.startsWith('//');
}
