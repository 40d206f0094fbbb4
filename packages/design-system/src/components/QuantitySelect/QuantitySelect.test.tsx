import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantitySelect } from './QuantitySelect';
import { quantityOptions } from './quantityOptions';

describe('quantityOptions', () => {
  it('runs from 1 up to the available stock', () => {
    expect(quantityOptions(1)).toEqual([1]);
    expect(quantityOptions(4)).toEqual([1, 2, 3, 4]);
  });

  it.each([0, -2, 2.5, Number.NaN])('refuses the maximum %p with a clear error', (max) => {
    expect(() => quantityOptions(max)).toThrow(/max must be a whole number ≥ 1/);
  });
});

describe('QuantitySelect', () => {
  it('offers 1 to max and reports the chosen quantity as a number', async () => {
    const onChange = jest.fn();
    render(<QuantitySelect label="Quantity" max={3} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Quantity/ }));
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1', '2', '3']);
    await userEvent.click(options[2]!);
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
