import { render, screen } from '@testing-library/react';
import { FormErrors } from './FormErrors';

describe('FormErrors', () => {
  it('lists its messages in an alert', () => {
    render(<FormErrors title="Please check the form" messages={['Email is required', 'Accept the privacy policy']} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please check the form');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no bar without messages', () => {
    render(<FormErrors messages={[]} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
