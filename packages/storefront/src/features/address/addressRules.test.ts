import {
  addressFieldProblem,
  addressProblems,
  autocompleteToken,
  cleanAddress,
  EMPTY_ADDRESS,
  isValidPostcode,
  type AddressValue,
} from './addressRules';

const SHIPPED = ['IT', 'SE', 'GB', 'DE', 'NL', 'CY', 'SM'];
const milano: AddressValue = {
  firstName: 'Ada',
  lastName: 'Rossi',
  address1: 'Via Tortona 12',
  address2: '',
  zipCode: '20144',
  city: 'Milano',
  country: 'IT',
  phone: '',
};

describe('postcodes, checked per country', () => {
  it.each([
    ['20144', 'IT'],
    ['114 55', 'SE'],
    ['11455', 'SE'],
    ['SW1A 1AA', 'GB'],
    ['1012 AB', 'NL'],
    ['10115', 'DE'],
  ])('accepts %s in %s', (zip, country) => {
    expect(isValidPostcode(zip, country)).toBe(true);
  });

  it.each([
    ['2014', 'IT'],
    ['SW1A 1AA', 'IT'],
    ['20144', 'GB'],
    ['ABCDE', 'DE'],
    ['', 'IT'],
  ])('refuses %s in %s', (zip, country) => {
    expect(isValidPostcode(zip, country)).toBe(false);
  });

  it('checks a country the library has no format for with its generic check', () => {
    expect(isValidPostcode('47890', 'SM')).toBe(true);
    expect(isValidPostcode('1010', 'CY')).toBe(true);
    expect(isValidPostcode('!!', 'SM')).toBe(false);
  });
});

describe('address field problems', () => {
  it('finds nothing wrong with a complete address; line 2 and phone are optional', () => {
    expect(addressProblems(milano, SHIPPED)).toEqual({});
  });

  it('names every required field of an empty address, and no optional one', () => {
    expect(Object.keys(addressProblems(EMPTY_ADDRESS, SHIPPED)).sort()).toEqual(
      ['address1', 'city', 'country', 'firstName', 'lastName', 'zipCode'].sort(),
    );
  });

  it('refuses a value longer than the proxy takes, with the limit', () => {
    expect(addressFieldProblem('firstName', { ...milano, firstName: 'a'.repeat(101) }, SHIPPED)).toEqual({
      key: 'field_too_long',
      values: { max: 100 },
    });
  });

  it('refuses markup such as a script tag', () => {
    expect(addressFieldProblem('city', { ...milano, city: '<script>alert(1)</script>' }, SHIPPED)?.key).toBe(
      'field_invalid_characters',
    );
  });

  it('refuses a country the shop does not ship to', () => {
    expect(addressFieldProblem('country', { ...milano, country: 'US' }, SHIPPED)?.key).toBe(
      'field_country_not_shipped',
    );
  });

  it('checks the postcode against the chosen country', () => {
    expect(addressFieldProblem('zipCode', { ...milano, country: 'GB' }, SHIPPED)?.key).toBe('field_postcode_invalid');
    expect(addressFieldProblem('zipCode', { ...milano, country: 'SE', zipCode: '114 55' }, SHIPPED)).toBeNull();
  });

  it('refuses a phone number with letters', () => {
    expect(addressFieldProblem('phone', { ...milano, phone: 'call me' }, SHIPPED)?.key).toBe('field_phone_invalid');
    expect(addressFieldProblem('phone', { ...milano, phone: '+39 02 1234567' }, SHIPPED)).toBeNull();
  });
});

describe('autocomplete tokens', () => {
  it('prefixes the section so shipping and billing fill from the right card', () => {
    expect(autocompleteToken('zipCode', 'shipping')).toBe('shipping postal-code');
    expect(autocompleteToken('address2', 'billing')).toBe('billing address-line2');
    expect(autocompleteToken('firstName')).toBe('given-name');
  });
});

it('cleans an address: trimmed values, upper-case country', () => {
  expect(cleanAddress({ ...milano, city: '  Milano ', country: 'it' })).toEqual({ ...milano, country: 'IT' });
});
