import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute } from './features/market/routing';
import { lookupIpCountry } from './features/market/ipLookup';
import { readConfig } from './lib/config';

/**
 * Next 16's request proxy (formerly middleware): locale entry, the legacy
 * and market redirects. Only redirects live here; pages check on the server too.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const config = readConfig();
  const decision = await decideRoute({
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
    cookie: (name) => request.cookies.get(name)?.value,
    lookupIpCountry: () =>
      lookupIpCountry({
        forwardedFor: request.headers.get('x-forwarded-for'),
        realIp: request.headers.get('x-real-ip'),
      }),
    mainSiteUrl: config.mainSiteUrl,
  });
  const response =
    decision.kind === 'redirect'
      ? NextResponse.redirect(new URL(decision.location, request.url), decision.status)
      : NextResponse.next();
  for (const cookie of decision.cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      path: '/',
      sameSite: 'lax',
      ...(cookie.maxAge ? { maxAge: cookie.maxAge } : {}),
    });
  }
  return response;
}

export const config = {
  // Pages only: not the API proxies, Next's assets, files with an extension, preview tooling.
  matcher: ['/((?!api/|_next/static|_next/image|preview|slice-simulator|.*\\.[a-z0-9]+$).*)'],
};
