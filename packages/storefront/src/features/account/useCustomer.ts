import useSWR from 'swr';
import { ApiError, getJson, keys, type Customer, type CustomerResponse } from '../../lib/api';
import { hasCustomerHint, setCustomerHint } from '../../core/session/customerHint';

/**
 * The signed-in customer, or null for a guest: without the signed-in hint nobody is asked (a guest's
 * pages make no call that can only answer 403); with it, the back-end's 403 means the session ended.
 */
export async function fetchCustomer(key: string): Promise<Customer | null> {
  if (!hasCustomerHint()) return null;
  try {
    const customer = (await getJson<CustomerResponse>(key)).customer;
    if (!customer) setCustomerHint(false);
    return customer;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) {
      setCustomerHint(false);
      return null;
    }
    throw error;
  }
}

/**
 * The signed-in customer from `checkout/customer` (personal: no-store at the
 * proxy), in swr's cache: the one place the shop keeps who is signed in.
 * `customer` is undefined while unknown, null for a guest.
 */
export function useCustomer() {
  const key = keys.customer();
  const swr = useSWR<Customer | null>(key, fetchCustomer, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error('[account] reading the customer failed:', error),
  });
  return { customer: swr.data, isLoading: swr.isLoading, error: swr.error as unknown, mutate: swr.mutate, key };
}
