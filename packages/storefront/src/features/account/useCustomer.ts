import useSWR from 'swr';
import { ApiError, getJson, keys, type Customer, type CustomerResponse } from '../../lib/api';

/** The signed-in customer, or null for a guest (the back-end's 403). */
export async function fetchCustomer(key: string): Promise<Customer | null> {
  try {
    return (await getJson<CustomerResponse>(key)).customer;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return null;
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
