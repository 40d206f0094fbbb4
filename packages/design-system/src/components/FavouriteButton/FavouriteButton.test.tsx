import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavouriteButton } from './FavouriteButton';

const labels = { addLabel: 'Aggiungi ai preferiti', removeLabel: 'Rimuovi dai preferiti' };

function Heart({ onChange }: { onChange: (selected: boolean) => void }) {
  const [selected, setSelected] = useState(false);
  return (
    <FavouriteButton
      {...labels}
      isSelected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('FavouriteButton', () => {
  it('is named by what pressing it does, in the given language, and says whether it is pressed', () => {
    const { rerender } = render(<FavouriteButton {...labels} isSelected={false} />);
    expect(screen.getByRole('button', { name: 'Aggiungi ai preferiti' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<FavouriteButton {...labels} isSelected />);
    expect(screen.getByRole('button', { name: 'Rimuovi dai preferiti' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles with a click and with Space, reporting the new state each time', async () => {
    const onChange = jest.fn();
    render(<Heart onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi ai preferiti' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Aggiungi ai preferiti' })).toHaveFocus();
  });

  it('does nothing when disabled', async () => {
    const onChange = jest.fn();
    render(<FavouriteButton {...labels} isDisabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
