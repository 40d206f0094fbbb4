import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SizeSelector } from './SizeSelector';

const sizes = [
  { eu: '38', us: '7', uk: '5', isAvailable: true },
  { eu: '39', us: '8', uk: '6', isAvailable: false },
  { eu: '40', us: '9', uk: '7', isAvailable: true, value: 'sku-40' },
];

describe('SizeSelector', () => {
  it('shows each EU size with its US and UK equivalents', () => {
    render(<SizeSelector label="Size" sizes={sizes} />);
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '38 US 7 UK 5' })).toBeEnabled();
  });

  it('disables the unavailable sizes', () => {
    render(<SizeSelector label="Size" sizes={sizes} />);
    expect(screen.getByRole('radio', { name: /^39/ })).toBeDisabled();
  });

  it('reports the chosen size value, skipping unavailable sizes with the arrow keys', async () => {
    const onChange = jest.fn();
    render(<SizeSelector label="Size" sizes={sizes} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /^38/ }));
    expect(onChange).toHaveBeenLastCalledWith('38');
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('sku-40');
  });
});
