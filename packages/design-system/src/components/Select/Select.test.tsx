import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const options = [
  { id: 'it', label: 'Italia' },
  { id: 'de', label: 'Deutschland' },
  { id: 'es', label: 'España', isDisabled: true },
];

describe('Select', () => {
  it('shows its placeholder while empty', () => {
    render(<Select label="Country" placeholder="Choose a country" options={options} />);
    expect(screen.getByText('Choose a country')).toHaveAttribute('data-placeholder', 'true');
  });

  it('reports the chosen option and shows it', async () => {
    const onChange = jest.fn();
    render(<Select label="Country" placeholder="Choose" options={options} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Country/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Deutschland' }));
    expect(onChange).toHaveBeenCalledWith('de');
    expect(screen.getByRole('button', { name: /Deutschland/ })).toBeInTheDocument();
  });

  it('shows the error message when invalid', () => {
    render(<Select label="Country" options={options} isInvalid errorMessage="Choose your country" />);
    expect(screen.getByText('Choose your country')).toBeInTheDocument();
  });
});
