/**
 * Server-only: `GET /api/visitor-country?path=…`, the visitor's IP country for the browser. Pages are the
 * same for every visitor (a cache in front may serve them), so the country never comes with a page: the
 * browser asks here once, and the answer sets the IP-country cookie that later requests carry. It also
 * says where the request proxy would have sent this visitor on `path` (a JP visitor on a market other than
 * xe goes to xe on the main site), for a page a cache served without asking the request proxy.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { serialize } from 'cookie';
import { readConfig } from '../lib/config';
import { IP_COUNTRY_COOKIE } from '../lib/locale/constants';
import { lookupIpCountry } from './ipLookup';
import { decideRoute, safeSubpath } from '../lib/locale/routing';

function header(req: NextApiRequest, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export async function visitorCountry(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  res.setHeader('cache-control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    return void res.status(405).json({ errors: { method: 'GET only' } });
  }
  const raw = typeof req.query.path === 'string' ? req.query.path : '/';
  const target = safeSubpath(raw) ?? '/';
  const url = new URL(target, 'http://shop.invalid');
  const cached = req.cookies[IP_COUNTRY_COOKIE];
  let country = cached && /^[A-Z]{2}$/.test(cached) ? cached : undefined;
  const lookup = async () =>
    (country ??= (
      await lookupIpCountry({
        forwardedFor: header(req, 'x-forwarded-for'),
        realIp: header(req, 'x-real-ip'),
        requestId: header(req, 'x-request-id'),
      })
    )?.toUpperCase());
  const decision = await decideRoute({
    pathname: url.pathname,
    searchParams: url.searchParams,
    cookie: (name) => req.cookies[name],
    lookupIpCountry: lookup,
    mainSiteUrl: readConfig().mainSiteUrl,
  });
  await lookup();
  if (country && /^[A-Z]{2}$/.test(country) && country !== cached) {
    res.setHeader('set-cookie', serialize(IP_COUNTRY_COOKIE, country, { path: '/', sameSite: 'lax' }));
  }
  res.status(200).json({
    country: country ?? null,
    redirect: decision.kind === 'redirect' ? decision.location : null,
  });
}
