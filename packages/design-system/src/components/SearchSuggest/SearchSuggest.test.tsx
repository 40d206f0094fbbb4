import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchSuggest, type SearchSuggestSection } from './SearchSuggest';

const sections: SearchSuggestSection[] = [
  { id: 'completions', title: 'Searches', items: [{ id: 'q', kind: 'completion', label: 'sneaker', href: '/q' }] },
  {
    id: 'products',
    title: 'Products',
    items: [{ id: 'p', kind: 'product', label: 'Aurora Sneaker', href: '/p', image: '/a.jpg', price: '€ 129,00' }],
  },
  { id: 'lines', title: 'Lines', items: [] },
];

function Harness({ onSubmit = jest.fn() }: { onSubmit?: (text: string) => void }) {
  const [text, setText] = useState('');
  const isActive = text.length >= 3;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <SearchSuggest
        label="Search"
        inputValue={text}
        onInputChange={setText}
        isActive={isActive}
        sections={isActive ? sections : []}
        status={isActive ? '2 suggestions' : ''}
      />
    </form>
  );
}

describe('SearchSuggest', () => {
  it('opens nothing under three characters', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'sn');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the suggestions by section from the third character, leaving empty sections out', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'sne');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(listbox).getByRole('option', { name: /Aurora Sneaker/ })).toHaveAttribute('href', '/p');
    expect(within(listbox).getByText('€ 129,00')).toBeInTheDocument();
  });

  it('announces the count in a polite live region', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('combobox'), 'sne');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('closes on Escape and keeps the text', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'sne');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('sne');
  });

  it('submits the form on Enter when no suggestion is focused, once', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('combobox'), 'sneak');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('sneak');
  });
});
