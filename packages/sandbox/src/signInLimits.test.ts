/** The sign-in rate limits over HTTP: per account, per client address, and cleared by a successful sign-in. */
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_MAX_FAILURES_PER_ADDRESS } from './constants';
import { fromAddress, person, signUp } from './accountTesting';
import { sandboxPerFile, t, type TestSandbox } from './testing';

// Sign-ins hash passwords with scrypt (slow on purpose); on a shared machine a test with many of them needs time.
jest.setTimeout(60_000);

sandboxPerFile();

describe('sign-in rate limit', () => {
  it(`answers 429 with Retry-After after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} wrong passwords for one account, the same for an unknown email, and refuses even the right password while locked`, async () => {
    await signUp('locked@example.com');
    const headers = fromAddress();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<TestSandbox['call']>> | undefined;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      last = await t.call('POST', '/commerce/checkout/login', {
        headers,
        body: { email: 'locked@example.com', password: 'wrong-wrong' },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_MAX_FAILURES_PER_ACCOUNT - 1).fill(406), 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'locked@example.com', password: person.password },
    });
    expect(right.status).toBe(429);

    const ghost: number[] = [];
    let ghostLast: Awaited<ReturnType<TestSandbox['call']>> | undefined;
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      ghostLast = await t.call('POST', '/commerce/checkout/login', {
        headers: fromAddress(),
        body: { email: 'nobody-here@example.com', password: 'wrong-wrong' },
      });
      ghost.push(ghostLast.status);
    }
    expect(ghost).toEqual(statuses);
    expect(ghostLast?.body.errors).toEqual(last?.body.errors);
  });

  it(`answers 429 to an address after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures over many accounts, and not to another address`, async () => {
    const headers = fromAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS - 1; i++) {
      const res = await t.call('POST', '/commerce/checkout/login', {
        headers,
        body: { email: `spray-${i}@example.com`, password: 'wrong-wrong' },
      });
      expect(res.status).toBe(406);
    }
    const last = await t.call('POST', '/commerce/checkout/login', {
      headers,
      body: { email: 'spray-last@example.com', password: 'wrong-wrong' },
    });
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    const elsewhere = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'spray-last@example.com', password: 'wrong-wrong' },
    });
    expect(elsewhere.status).toBe(406);
  });

  it('a successful sign-in clears the account count', async () => {
    await signUp('forgetful@example.com');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++) {
      await t.call('POST', '/commerce/checkout/login', {
        headers: fromAddress(),
        body: { email: 'forgetful@example.com', password: 'wrong-wrong' },
      });
    }
    const ok = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'forgetful@example.com', password: person.password },
    });
    expect(ok.status).toBe(200);
    const again = await t.call('POST', '/commerce/checkout/login', {
      headers: fromAddress(),
      body: { email: 'forgetful@example.com', password: 'wrong-wrong' },
    });
    expect(again.status).toBe(406);
  });
});
