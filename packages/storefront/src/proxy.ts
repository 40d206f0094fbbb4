import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute } from './lib/locale/routing';
import { lookupIpCountry } from './server/ipLookup';
import { readConfig } from './lib/config';
import { UPLOAD_API_ROUTE, UPLOAD_URL } from './features/editorial/upload/rules';
import { SERVICE_WORKER_PATH } from './lib/serviceWorker';
import { cachedViewPath } from './features/catalog/viewRewrite';
import { campaignToken } from './features/catalog/view';
import { SECRET_CAMPAIGN_COOKIE } from './lib/locale/constants';

/** The API route that serves the built service worker at /sw.js. */
const SERVICE_WORKER_API_ROUTE = '/api/sw';

/**
 * Next 16's request proxy (formerly middleware): locale entry, the legacy
 * and market redirects. Only redirects live here; pages check on the server too.
 * It also serves the spec's upload address from its API route: a rewrite in
 * next.config would make Next ship its client-side rewrite resolver
 * (path-to-regexp and friends, about 3.5 kB gzip) to every page, for a URL
 * that is only ever POSTed to.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.nextUrl.pathname === UPLOAD_URL) {
    // The handler's own size limit (8 MB and a little) is below the proxy's 10 MB body limit, so the
    // handler, not the proxy, refuses an upload that is too large.
    return NextResponse.rewrite(new URL(UPLOAD_API_ROUTE, request.url));
  }
  if (request.nextUrl.pathname === SERVICE_WORKER_PATH) {
    return NextResponse.rewrite(new URL(SERVICE_WORKER_API_ROUTE, request.url));
  }
  const config = readConfig();
  const decision = await decideRoute({
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
    cookie: (name) => request.cookies.get(name)?.value,
    lookupIpCountry: () =>
      lookupIpCountry({
        forwardedFor: request.headers.get('x-forwarded-for'),
        realIp: request.headers.get('x-real-ip'),
        requestId: request.headers.get('x-request-id'),
      }),
    mainSiteUrl: config.mainSiteUrl,
  });
  const response =
    decision.kind === 'redirect'
      ? NextResponse.redirect(new URL(decision.location, request.url), decision.status)
      : await cachedViewResponse(
          request,
          config.revalidateSecret,
          // The campaign's cookie, or the one this very answer sets (the campaign's link).
          Boolean(request.cookies.get(SECRET_CAMPAIGN_COOKIE)?.value) ||
            decision.cookies.some((c) => c.name === SECRET_CAMPAIGN_COOKIE && c.value),
        );
  for (const cookie of decision.cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      path: '/',
      sameSite: 'lax',
      ...(cookie.maxAge ? { maxAge: cookie.maxAge } : {}),
    });
  }
  return response;
}

let token: { secret: string; value: Promise<string> } | null = null;

/**
 * The page cache (features/catalog/view.ts): a catalogue request whose query or campaign cookie asks for another
 * view than the default is rewritten to that view's own cached route; the URL the visitor sees is unchanged.
 */
async function cachedViewResponse(request: NextRequest, secret: string, campaign: boolean): Promise<NextResponse> {
  if (token?.secret !== secret) token = { secret, value: campaignToken(secret) };
  const path = cachedViewPath(request.nextUrl.pathname, request.nextUrl.searchParams, {
    campaign,
    campaignToken: await token.value,
  });
  return path ? NextResponse.rewrite(new URL(path, request.url)) : NextResponse.next();
}

/**
 * Where the proxy runs: only where one of its rules can change the answer, so a page's ordinary request
 * (a shop locale's page, no campaign, no listing view in its query) goes straight to its cached HTML. Next
 * reads this statically and takes literals only (a named constant is an unknown identifier to it), so it is
 * written out, the page pattern once per parameter: the shop's languages and markets, the retired paths, the
 * campaign's parameter and cookie, the listing view's parameters (a unit test compares each with its
 * constant, and checks that every request left out gets nothing from the proxy). A JP visitor's ordinary
 * page is then sent to the main site by the browser (the visitor-country call), as from the cache tier.
 */
export const config = {
  matcher: [
    // Any page path whose first segment is not a shop locale: locale entry at /, the legacy and unsupported
    // locales, and the pages outside the locales.
    '/((?!api/|_next/static|_next/image|preview|slice-simulator|(?:it|es|de|en)-(?:at|be|bg|hr|cy|cz|dk|ee|fi|fr|de|gr|hu|ie|it|lv|lt|lu|mt|nl|no|pl|pt|ro|si|es|se|ch|gb|xe)(?:/|$)|.*\\.[a-z0-9]+$).*)',
    // A shop locale's retired pages.
    '/:locale/discover/campaign/ss23/:path*',
    '/:locale/discover/campaign/fw24/:path*',
    '/:locale/shop/kids/:path*',
    // The secret campaign's link and its cookie; a listing's view (filters, pages) in the query.
    {
      source: '/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'secret-campaign' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'cookie', key: 'secret-campaign-fw22' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'page' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'var_color' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'size' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'line' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'query', key: 'price_band' }],
    },
    // The spec's upload address and the service worker, rewritten to their API routes.
    '/upload/uploader.php',
    '/sw.js',
  ],
};
