import { useMemo } from 'react';
import useSWR from 'swr';
import { fetchers, keys, type Address } from '../../lib/api';
import { useCustomer } from '../account/useCustomer';
import type { AddressValue } from '../address/addressRules';
import type { CheckoutDraft } from './checkoutForm';

export type CheckoutPrefill = Partial<Pick<CheckoutDraft, 'email' | 'shipping'>>;

/** An address of the account as the address form holds it. */
export function addressValue(address: Address): AddressValue {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.address1,
    address2: address.address2,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    phone: address.phone,
  };
}

/** What the account knows for the checkout: the email, and the default address (else the first one). */
export function prefillOf(email: string | undefined, addresses: readonly Address[] | undefined): CheckoutPrefill {
  const address = addresses?.find((a) => a.isDefault) ?? addresses?.[0];
  return { ...(email ? { email } : {}), ...(address ? { shipping: addressValue(address) } : {}) };
}

/**
 * A signed-in shopper's checkout starts filled from the account. `ready` is false while
 * it is still unknown whether anybody is signed in or their addresses are on their way; a guest is ready
 * at once with nothing to fill.
 */
export function useCheckoutPrefill(): { prefill: CheckoutPrefill; ready: boolean } {
  const { customer } = useCustomer();
  const addresses = useSWR(customer ? keys.addresses() : null, fetchers.addresses, { revalidateOnFocus: false });
  const ready = customer === null || (customer !== undefined && (addresses.data !== undefined || !!addresses.error));
  const prefill = useMemo(
    () => (customer ? prefillOf(customer.email, addresses.data?.addresses) : {}),
    [customer, addresses.data],
  );
  return { prefill, ready };
}
