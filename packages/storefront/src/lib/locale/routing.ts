/**
 * The storefront's redirect rules ("Redirects and route guards" and "Locale
 * entry" in the spec), as a pure function so every rule is unit-tested
 * without a server. `src/proxy.ts` feeds it the request and applies the
 * decision.
 */
import {
  DEFAULT_LOCALE_DATA,
  IP_COUNTRY_COOKIE,
  LEGACY_EU_LOCALES,
  LLCC_PARAM,
  REST_OF_WORLD,
  REST_OF_WORLD_ONLY_IP_COUNTRY,
  SECRET_CAMPAIGN_CODE,
  SECRET_CAMPAIGN_COOKIE,
  SECRET_CAMPAIGN_COOKIE_MAX_AGE_S,
  SECRET_CAMPAIGN_PARAM,
  STORED_CHOICE_MAX_AGE_S,
  STORED_COUNTRY_COOKIE,
  STORED_LANG_COOKIE,
  STORED_MARKET_COOKIE,
} from './constants';
import { routes } from '../routes';
import { formatLocale, isLanguage, isSupportedCountry, LOCALE_SHAPE, localeForCountry, parseLocale } from './locale';

export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds; absent for a session cookie. */
  maxAge?: number;
}

export type RouteDecision =
  | { kind: 'next'; cookies: CookieToSet[] }
  | { kind: 'redirect'; status: 301 | 302 | 307; location: string; cookies: CookieToSet[] };

export interface RouteRequest {
  pathname: string;
  searchParams: URLSearchParams;
  cookie: (name: string) => string | undefined;
  /** The visitor's IP country from the general service (`user/ip`); undefined when it fails. */
  lookupIpCountry: () => Promise<string | undefined>;
  /** Origin of the main site, for the spec's redirects "to the main site". */
  mainSiteUrl: string;
}

/** Paths (after the locale) of retired pages that now lead to the locale home. */
const LEGACY_PATHS = ['/discover/campaign/ss23', '/discover/campaign/fw24', '/shop/kids'];

function isLegacyPath(rest: string): boolean {
  return LEGACY_PATHS.some((legacy) => rest === legacy || rest.startsWith(`${legacy}/`));
}

/** A safe same-site path for llcc: one leading slash, no scheme, no backslash. */
export function safeSubpath(value: string | null): string | null {
  if (!value) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f]/.test(path)) return null;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  return path === '/' ? null : path;
}

function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function ipCountry(req: RouteRequest): Promise<{ country: string | undefined; cookies: CookieToSet[] }> {
  const cached = req.cookie(IP_COUNTRY_COOKIE);
  if (cached && /^[A-Z]{2}$/.test(cached)) return { country: cached, cookies: [] };
  const country = (await req.lookupIpCountry())?.toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country)) return { country: undefined, cookies: [] };
  return { country, cookies: [{ name: IP_COUNTRY_COOKIE, value: country }] };
}

/** Locale entry at `/`: the stored choice first, else the IP country, else Italy. */
async function enterLocale(req: RouteRequest): Promise<RouteDecision> {
  const params = new URLSearchParams(req.searchParams);
  const subpath = safeSubpath(params.get(LLCC_PARAM));
  params.delete(LLCC_PARAM);
  const suffix = `${subpath ?? ''}${queryString(params)}`;

  const lang = req.cookie(STORED_LANG_COOKIE);
  const market = req.cookie(STORED_MARKET_COOKIE);
  const country = req.cookie(STORED_COUNTRY_COOKIE);
  const stored = lang && market && country ? parseLocale(`${lang}-${market}`) : null;
  if (stored && isSupportedCountry(country)) {
    return { kind: 'redirect', status: 307, location: `${routes.home(formatLocale(stored))}${suffix}`, cookies: [] };
  }

  const ip = await ipCountry(req);
  const locale = localeForCountry(ip.country ?? DEFAULT_LOCALE_DATA.country);
  return {
    kind: 'redirect',
    status: 307,
    location: `${routes.home(formatLocale(locale))}${suffix}`,
    cookies: ip.cookies,
  };
}

/**
 * The secret campaign's link (`?secret-campaign=fw22`): the cookie is set for 900 s and the visitor goes to
 * the same address without the parameter, so the page itself is rendered for the campaign's market.
 */
function openSecretCampaign(req: RouteRequest): RouteDecision | null {
  if (req.searchParams.get(SECRET_CAMPAIGN_PARAM) !== SECRET_CAMPAIGN_CODE) return null;
  const params = new URLSearchParams(req.searchParams);
  params.delete(SECRET_CAMPAIGN_PARAM);
  return {
    kind: 'redirect',
    status: 307,
    location: `${req.pathname || '/'}${queryString(params)}`,
    cookies: [{ name: SECRET_CAMPAIGN_COOKIE, value: SECRET_CAMPAIGN_CODE, maxAge: SECRET_CAMPAIGN_COOKIE_MAX_AGE_S }],
  };
}

export async function decideRoute(req: RouteRequest): Promise<RouteDecision> {
  const campaign = openSecretCampaign(req);
  if (campaign) return campaign;
  if (req.pathname === '/' || req.pathname === '') return enterLocale(req);

  const [, segment = '', ...restSegments] = req.pathname.split('/');
  const rest = restSegments.length ? `/${restSegments.join('/')}` : '';
  const lowerSegment = segment.toLowerCase();

  if (LEGACY_EU_LOCALES.includes(lowerSegment)) {
    const params = new URLSearchParams(req.searchParams);
    if (rest && rest !== '/') params.set(LLCC_PARAM, rest);
    return { kind: 'redirect', status: 302, location: `${req.mainSiteUrl}/${queryString(params)}`, cookies: [] };
  }

  if (!LOCALE_SHAPE.test(segment)) return { kind: 'next', cookies: [] };

  const locale = parseLocale(segment);
  if (!locale) {
    // The market goes back to Italy; a valid stored language is kept.
    const storedLang = req.cookie(STORED_LANG_COOKIE);
    const maxAge = STORED_CHOICE_MAX_AGE_S;
    return {
      kind: 'redirect',
      status: 307,
      location: routes.home(null),
      cookies: [
        { name: STORED_LANG_COOKIE, value: isLanguage(storedLang) ? storedLang : 'it', maxAge },
        { name: STORED_MARKET_COOKIE, value: 'it', maxAge },
        { name: STORED_COUNTRY_COOKIE, value: DEFAULT_LOCALE_DATA.country, maxAge },
      ],
    };
  }

  if (isLegacyPath(rest)) {
    return { kind: 'redirect', status: 301, location: routes.home(segment), cookies: [] };
  }

  const restOfWorld = REST_OF_WORLD.toLowerCase();
  if (locale.market !== restOfWorld) {
    const ip = await ipCountry(req);
    if (ip.country === REST_OF_WORLD_ONLY_IP_COUNTRY) {
      const location = `${req.mainSiteUrl}${routes.home(`${locale.language}-${restOfWorld}`)}${rest}${queryString(req.searchParams)}`;
      return { kind: 'redirect', status: 307, location, cookies: ip.cookies };
    }
  }
  // A page is the same for every visitor, so a cache in front may keep it: its answer sets no cookie. The
  // browser learns its IP country from the visitor-country call (visitorCountryRoute.ts), which also applies
  // the JP rule above to a page a cache served.
  return { kind: 'next', cookies: [] };
}
