/** Rate-limited writes: what each limit counts (failures or attempts, per e-mail, cart or client address) and the 429 it answers. */
import { createProxy } from './proxy';
import { createRateLimiter } from './rateLimit';
import { expectLimited, LOW, rateLimitedProxy } from './testing/rateLimitedProxy';
import { SAME_ORIGIN_JSON } from './testing/testProxyConfig';
import { mountProxies } from './testing/mount';
import { TOKEN_COOKIE } from './token';

const suite = rateLimitedProxy();
const { write } = suite;
const cart = { market: 1, pricelist: 49, lang: 'it' };

describe('sign-in', () => {
  const login = (email: string, client?: string) =>
    write('checkout/login', { email, password: 'wrong-password' }, client);

  it('refuses an e-mail with 429 and Retry-After after its failed sign-ins, without asking the back-end', async () => {
    suite.upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong email or password' } } }));
    expect((await login('ada@example.com')).status).toBe(406);
    expect((await login('ada@example.com')).status).toBe(406);
    await expectLimited(await login('ada@example.com'), 'login');
    expect(suite.upstream.hits).toHaveLength(2);
    // Another e-mail from the same address is still heard.
    expect((await login('bob@example.com')).status).toBe(406);
  });

  it('limits one client address across e-mails, and not another address', async () => {
    suite.upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong email or password' } } }));
    for (let i = 0; i < 6; i += 1) expect((await login(`guess${i}@example.com`)).status).toBe(406);
    await expectLimited(await login('fresh@example.com'), 'login');
    expect((await login('fresh@example.com', '198.51.100.9')).status).toBe(406);
  });

  it('counts only failures, and a success forgets the e-mail’s count', async () => {
    suite.upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    expect((await login('ada@example.com')).status).toBe(406);
    suite.upstream.respond(() => ({ body: { token: 'upstream-token-1', customer: {} } }));
    for (let i = 0; i < 4; i += 1) expect((await login('ada@example.com')).status).toBe(200);
    suite.upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    expect((await login('ada@example.com')).status).toBe(406);
    expect((await login('ada@example.com')).status).toBe(406);
    await expectLimited(await login('ada@example.com'), 'login');
  });

  it('counts an e-mail the same in any case', async () => {
    suite.upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong' } } }));
    await login('Ada@Example.com');
    await login('ada@example.com');
    await expectLimited(await login('ADA@EXAMPLE.COM'), 'login');
  });
});

describe('password reset', () => {
  it('limits the reset e-mails one address may ask for', async () => {
    const ask = () => write('checkout/password-reset-email', { email: 'ada@example.com', locale: 'it-it' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    await expectLimited(await ask(), 'email');
    expect(suite.upstream.hits).toHaveLength(2);
  });
});

describe('newsletter', () => {
  const subscribe = (email: string, client?: string) =>
    write(
      'checkout/newsletter-subscription',
      { email, email_field: '', privacy_policy: true, locale: 'it-it', captchaToken: 'token' },
      client,
    );

  it('limits attempts per e-mail and per client address', async () => {
    expect((await subscribe('ada@example.com')).status).toBe(200);
    expect((await subscribe('ada@example.com')).status).toBe(200);
    await expectLimited(await subscribe('ada@example.com'), 'email');
    // The third attempt from the address (the refused one counted) fills the address's counter.
    await expectLimited(await subscribe('bob@example.com'), 'email');
    expect((await subscribe('bob@example.com', '198.51.100.9')).status).toBe(200);
    expect(suite.upstream.hits).toHaveLength(3);
  });
});

describe('vouchers', () => {
  const tryCode = (code: string, session: string, client?: string) =>
    write('checkout/vouchers', { code, ...cart }, client, { cookie: `${TOKEN_COOKIE}=${session}` });

  it('limits refused codes per cart, and a code that applies costs nothing', async () => {
    expect((await tryCode('POPSOUL10', 'session-a')).status).toBe(200);
    expect((await tryCode('POPSOUL10', 'session-a')).status).toBe(200);
    suite.upstream.respond(() => ({ status: 404, body: { errors: { code: 'not found' } } }));
    expect((await tryCode('GUESS1', 'session-a')).status).toBe(404);
    expect((await tryCode('GUESS2', 'session-a')).status).toBe(404);
    await expectLimited(await tryCode('GUESS3', 'session-a'), 'code');
    // Another cart on another address is not held back.
    expect((await tryCode('GUESS3', 'session-b', '198.51.100.9')).status).toBe(404);
  });

  it('limits refused codes per client address across carts', async () => {
    suite.upstream.respond(() => ({ status: 404, body: { errors: { code: 'not found' } } }));
    for (const session of ['s1', 's2', 's3']) expect((await tryCode('GUESS', session)).status).toBe(404);
    await expectLimited(await tryCode('GUESS', 's4'), 'code');
  });
});

describe('order lookup', () => {
  it('limits lookups per e-mail', async () => {
    const look = (order: string) => write('checkout/order-lookup', { order, email: 'ada@example.com' });
    suite.upstream.respond(() => ({ status: 404, body: { errors: { order: 'not found' } } }));
    expect((await look('1001')).status).toBe(404);
    expect((await look('1002')).status).toBe(404);
    await expectLimited(await look('1003'), 'order');
    expect(suite.upstream.hits).toHaveLength(2);
  });
});

describe('withdrawal', () => {
  it('limits guest withdrawals per e-mail, as the order lookup is limited', async () => {
    const withdraw = (order: string) => write('checkout/withdrawal', { order, email: 'ada@example.com' });
    suite.upstream.respond(() => ({ status: 404, body: { errors: { order: 'no order with this number and email' } } }));
    expect((await withdraw('PS-1001')).status).toBe(404);
    expect((await withdraw('PS-1002')).status).toBe(404);
    await expectLimited(await withdraw('PS-1003'), 'order');
    expect(suite.upstream.hits).toHaveLength(2);
  });
});

describe('the client address', () => {
  it('is the TCP peer when no proxy is trusted, whatever x-forwarded-for claims', async () => {
    await suite.mounted.close();
    suite.mounted = await mountProxies(createProxy({ ...suite.base, rateLimiter: createRateLimiter(LOW) }));
    suite.upstream.respond(() => ({ status: 404, body: { errors: { order: 'not found' } } }));
    for (let i = 0; i < 3; i += 1)
      expect(
        (await write('checkout/order-lookup', { order: '1', email: `a${i}@x.example` }, `198.51.100.${i}`)).status,
      ).toBe(404);
    await expectLimited(
      await write('checkout/order-lookup', { order: '1', email: 'b@x.example' }, '198.51.100.99'),
      'order',
    );
  });
});

describe('a counted write whose answer cannot be delivered', () => {
  it('still settles with its answer, and the failure to deliver is logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    suite.upstream.respond(() => ({ status: 406, body: { errors: { login: 'wrong email or password' } } }));
    const proxy = createProxy({ ...suite.base, rateLimiter: createRateLimiter(LOW) });
    const result = await proxy.handle(
      'commerce-write',
      {
        method: 'POST',
        query: new URLSearchParams({ url: 'checkout/login' }),
        headers: { ...SAME_ORIGIN_JSON },
        body: JSON.stringify({ email: 'ada@example.com', password: 'wrong-password' }),
      },
      'browser',
      () => {
        throw new Error('the browser has gone');
      },
    );
    expect(result.status).toBe(406);
    expect(error).toHaveBeenCalledWith('[proxy-api] delivering the answer failed', expect.any(Error));
    error.mockRestore();
  });
});
