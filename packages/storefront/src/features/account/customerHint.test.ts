import { fetchCustomer } from './useCustomer';
import {
  CUSTOMER_HINT_COOKIE,
  customerHintHeader,
  hasCustomerHint,
  setCustomerHint,
} from '../../core/session/customerHint';

const KEY = '/api/commerce-read?url=checkout/customer';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('the signed-in hint', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    clearCookies();
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("a guest's page asks nobody who is signed in (no call that can only answer 403)", async () => {
    await expect(fetchCustomer(KEY)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a sign-in the customer is asked, and a 403 ends the hint', async () => {
    setCustomerHint(true);
    expect(hasCustomerHint()).toBe(true);
    // What the proxy answers for a session that reads no customer (jsdom has no Response).
    fetchMock.mockResolvedValue({ ok: false, status: 403, json: async () => ({ errors: { accessRight: 'denied' } }) });
    await expect(fetchCustomer(KEY)).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasCustomerHint()).toBe(false);
  });

  it('the server sets the hint with a checked page and clears it for a guest', () => {
    expect(customerHintHeader(true, true)).toMatch(new RegExp(`^${CUSTOMER_HINT_COOKIE}=1; Max-Age=2592000; .*Secure`));
    expect(customerHintHeader(false, false)).toBe(`${CUSTOMER_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });
});
