/**
 * Malformed inputs thrown at the proxies mounted on node:http: valid targets with bad parameters, bodies,
 * methods, headers and token cookies. A recording back-end counts every request that gets through: none may,
 * and no answer may be a 5xx.
 */
import { fakeBackEndProxy } from '../testing/fakeBackEndProxy';
import { TOKEN_COOKIE } from '../token';
import { MALFORMED_BODIES } from './malformedBodies';
import { MALFORMED_HEADERS } from './malformedHeaders';
import { MALFORMED_METHODS } from './malformedMethods';
import { MALFORMED_PATHS } from './malformedPaths';
import { MALFORMED_QUERIES } from './malformedQueries';
import { sendRaw, type Raw } from './rawRequest';

const suite = fakeBackEndProxy();
const send = (raw: Raw) => sendRaw(suite.mounted.url, raw);

/** Every malformed request, in the order query, path, method, body, header. */
const MALFORMED: [string, Raw][] = [
  ...MALFORMED_QUERIES,
  ...MALFORMED_PATHS,
  ...MALFORMED_METHODS,
  ...MALFORMED_BODIES,
  ...MALFORMED_HEADERS,
];

describe('malformed inputs', () => {
  it('has at least 100 of them', () => {
    expect(MALFORMED.length).toBeGreaterThanOrEqual(100);
  });

  it.each(MALFORMED)('%s: a 4xx JSON error, nothing forwarded', async (_name, raw) => {
    const res = await send(raw);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (raw.method !== 'HEAD') expect(JSON.parse(res.body)).toHaveProperty('errors');
    expect(suite.upstream.hits).toHaveLength(0);
  });

  it.each([
    ['a malformed token cookie', `${TOKEN_COOKIE}=%%%`],
    ['a token cookie with a header injection', `${TOKEN_COOKIE}=abc%0d%0aX-Admin:%201`],
    ['an overlong token cookie', `${TOKEN_COOKIE}=${'a'.repeat(600)}`],
    ['a token cookie with spaces', `${TOKEN_COOKIE}=a%20b`],
  ])('%s is not sent upstream', async (_name, cookie) => {
    const res = await send({ method: 'GET', path: '/api/commerce-read?url=checkout/selection', headers: { cookie } });
    expect(res.status).toBe(200);
    expect(suite.upstream.hits).toHaveLength(1);
    expect(suite.upstream.hits[0]?.headers['api-token']).toBeUndefined();
  });
});
