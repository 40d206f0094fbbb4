import { render, screen } from '@testing-library/react';
import { PostalAddress } from './PostalAddress';

const address = {
  firstName: 'Ada',
  lastName: 'Rossi',
  address1: 'Via Tortona 12',
  address2: '',
  zipCode: '20144',
  city: 'Milano',
  country: 'IT',
  phone: '',
};

describe('an address as a letter shows it', () => {
  it('has the name, the street, then postcode, city and country, one per line, and leaves out empty lines', () => {
    const { container } = render(<PostalAddress address={address} />);
    const shown = container.querySelector('address');
    expect(shown?.textContent).toBe('Ada RossiVia Tortona 1220144 Milano · IT');
    expect(shown?.querySelectorAll('br')).toHaveLength(2);
  });

  it('adds the second street line and the phone when there are', () => {
    render(<PostalAddress address={{ ...address, address2: 'Scala B', phone: '+39 02 1234567' }} />);
    expect(screen.getByText('Scala B')).toBeInTheDocument();
    expect(screen.getByText('+39 02 1234567')).toBeInTheDocument();
  });
});
