import type { Address } from '../../lib/api';
import { prefillOf } from './useCheckoutPrefill';

const address = (over: Partial<Address>): Address => ({
  address: 'a1',
  firstName: 'Carolina',
  lastName: 'Wertmüller',
  address1: 'Via dei Calzolai 7',
  address2: '',
  zipCode: '60121',
  city: 'Ancona',
  country: 'IT',
  phone: '',
  isDefault: false,
  ...over,
});

describe("a signed-in shopper's checkout starts from the account", () => {
  it('fills the email and the default address', () => {
    const prefill = prefillOf('lina@passo.example', [
      address({}),
      address({ address: 'a2', firstName: 'Lina', address1: 'Corso Garibaldi 1', isDefault: true }),
    ]);
    expect(prefill.email).toBe('lina@passo.example');
    expect(prefill.shipping).toMatchObject({ firstName: 'Lina', address1: 'Corso Garibaldi 1', country: 'IT' });
  });

  it('takes the first address when none is the default, and fills only the email without addresses', () => {
    expect(prefillOf('a@b.example', [address({})]).shipping?.firstName).toBe('Carolina');
    expect(prefillOf('a@b.example', [])).toEqual({ email: 'a@b.example' });
  });

  it('fills nothing for a guest', () => {
    expect(prefillOf(undefined, undefined)).toEqual({});
  });
});
