/** @jest-environment node */
import type { NextApiRequest, NextApiResponse } from 'next';
import { lookupIpCountry } from './ipLookup';
import { visitorCountry } from './visitorCountryRoute';

jest.mock('./ipLookup', () => ({ lookupIpCountry: jest.fn() }));
const lookup = jest.mocked(lookupIpCountry);

function call(query: Record<string, string>, cookies: Record<string, string> = {}, method = 'GET') {
  const headers: Record<string, string | string[]> = {};
  const out = { status: 0, body: undefined as unknown, headers };
  const res = {
    setHeader: (name: string, value: string | string[]) => void (headers[name.toLowerCase()] = value),
    status(code: number) {
      out.status = code;
      return res;
    },
    json(body: unknown) {
      out.body = body;
      return res;
    },
  } as unknown as NextApiResponse;
  const req = { method, query, cookies, headers: { 'x-forwarded-for': '198.51.100.9' } } as unknown as NextApiRequest;
  return visitorCountry(req, res).then(() => out);
}

beforeEach(() => {
  lookup.mockReset();
  process.env.MAIN_SITE_URL = 'https://main.example';
});

describe('the visitor-country call', () => {
  it('looks the visitor’s address up once, answers its country and keeps it in the IP-country cookie, never cached', async () => {
    lookup.mockResolvedValue('us');
    const answer = await call({ path: '/en-gb/about-us' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ country: 'US', redirect: null });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['set-cookie']).toBe('ip_country=US; Path=/; SameSite=Lax');
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith(expect.objectContaining({ forwardedFor: '198.51.100.9' }));
  });

  it('sends a JP visitor on another market than xe to xe on the main site, as the request proxy would', async () => {
    const answer = await call({ path: '/it-it/shop/woman?page=2' }, { ip_country: 'JP' });
    expect(answer.body).toEqual({ country: 'JP', redirect: 'https://main.example/it-xe/shop/woman?page=2' });
    // The cookie already said so: no lookup, no new cookie.
    expect(lookup).not.toHaveBeenCalled();
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown country when the lookup fails, and sets no cookie', async () => {
    lookup.mockResolvedValue(undefined);
    const answer = await call({ path: '/it-it' });
    expect(answer.body).toEqual({ country: null, redirect: null });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses anything but GET', async () => {
    expect((await call({}, {}, 'POST')).status).toBe(405);
  });
});
