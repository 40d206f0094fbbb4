import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'standard', label: 'Standard' },
  { value: 'express', label: 'Express' },
  { value: 'pickup', label: 'Pick-up', isDisabled: true },
];

describe('RadioGroup', () => {
  it('is a labelled group whose choice is reported', async () => {
    const onChange = jest.fn();
    render(<RadioGroup label="Shipping" options={options} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Shipping' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Express' }));
    expect(onChange).toHaveBeenCalledWith('express');
  });

  it('disables the options marked disabled', () => {
    render(<RadioGroup label="Shipping" options={options} />);
    expect(screen.getByRole('radio', { name: 'Pick-up' })).toBeDisabled();
  });
});
