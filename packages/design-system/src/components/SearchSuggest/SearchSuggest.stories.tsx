import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyImages } from '../private/storyAssets';
import { atRealisticWidth } from '../private/storyDecorators';
import { SearchSuggest, type SearchSuggestProps, type SearchSuggestSection } from './SearchSuggest';

const found: SearchSuggestSection[] = [
  {
    id: 'completions',
    title: 'Searches',
    items: [
      { id: 'q-sneaker', kind: 'completion', label: 'sneaker', href: '#search-sneaker' },
      { id: 'q-sneakers', kind: 'completion', label: 'sneakers', href: '#search-sneakers' },
    ],
  },
  {
    id: 'products',
    title: 'Products',
    items: [
      {
        id: 'p-1',
        kind: 'product',
        label: 'Aurora Sneaker Paprika',
        href: '#aurora',
        image: storyImages.paprika,
        price: '€ 129,00',
      },
      {
        id: 'p-2',
        kind: 'product',
        label: 'Aurora Sneaker Violet',
        href: '#aurora-violet',
        image: storyImages.violet,
        price: '€ 129,00',
      },
      {
        id: 'p-3',
        kind: 'product',
        label: 'Sunny Side Sneaker Blue',
        href: '#sunny',
        image: storyImages.blue,
        price: '€ 149,00',
      },
    ],
  },
  {
    id: 'categories',
    title: 'Categories',
    items: [{ id: 'c-1', kind: 'category', label: 'Sneakers', href: '#sneakers' }],
  },
  { id: 'lines', title: 'Lines', items: [{ id: 'l-1', kind: 'line', label: 'Sneaky', href: '#line-sneaky' }] },
];

const popular: SearchSuggestSection[] = [
  {
    id: 'popular',
    title: 'No results: popular categories',
    items: [
      { id: 'c-1', kind: 'category', label: 'Sneakers', href: '#sneakers' },
      { id: 'c-2', kind: 'category', label: 'Loafers', href: '#loafers' },
    ],
  },
];

/** Suggestions as an app gives them: from the third character, for what was typed. */
function Interactive({ results, ...args }: SearchSuggestProps & { results: SearchSuggestSection[] }) {
  const [text, setText] = useState('');
  const isActive = text.trim().length >= 3;
  const count = results.flatMap((s) => s.items).length;
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <SearchSuggest
        {...args}
        inputValue={text}
        onInputChange={setText}
        isActive={isActive}
        sections={isActive ? results : []}
        status={isActive ? `${count} suggestions` : ''}
      />
    </form>
  );
}

const meta = {
  title: 'Components/SearchSuggest',
  component: SearchSuggest,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [atRealisticWidth(360)],
  args: {
    label: 'Search',
    placeholder: 'What are you looking for?',
    description: 'From 3 to 100 characters',
    maxLength: 100,
    sections: [],
    onInputChange: fn(),
  },
  argTypes: { sections: { control: false } },
} satisfies Meta<typeof SearchSuggest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = {};
export const WithText: Story = { args: { defaultInputValue: 'sneaker' } };
export const Invalid: Story = {
  args: { defaultInputValue: 'sn', isInvalid: true, description: undefined, errorMessage: 'From 3 to 100 characters' },
};
export const Disabled: Story = { args: { isDisabled: true } };

/** Typing opens the suggestions by section; the count is in the live region. */
export const WithSuggestions: Story = {
  render: (args) => <Interactive {...args} results={found} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'sne');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await expect(within(listbox).getByRole('group', { name: 'Products' })).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('7 suggestions');
  },
};

/** While the first suggestions load, the open list says so. */
export const Loading: Story = {
  render: (args) => <Interactive {...args} loadingMessage="Searching…" results={[]} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'sne');
    await expect(await screen.findByText('Searching…')).toBeVisible();
  },
};

/** Nothing found: the popular categories are offered instead. */
export const NoResults: Story = {
  render: (args) => <Interactive {...args} results={popular} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'No results: popular categories' })).toBeVisible();
  },
};

/** Under three characters nothing opens. */
export const TooShort: Story = {
  render: (args) => <Interactive {...args} results={found} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, 'sn');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** The app's router, which a suggestion's link goes through. */
const navigate = fn();

/** Keyboard alone: arrows move, Escape closes, Enter opens the focused suggestion's link (through the router). */
export const Keyboard: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Interactive {...args} results={found} />
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('sne');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant'));
    const first = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(first).toHaveTextContent('sneaker');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const third = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    await expect(third).toHaveTextContent('Aurora Sneaker Paprika');
    await expect(third).toHaveAttribute('href', '#aurora');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('sne');
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    navigate.mockClear();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    await expect(navigate.mock.calls[0]?.[0]).toBe('#aurora');
  },
};

/** Enter with no suggestion focused submits the search form, as a plain search field does. */
export const EnterSubmits: Story = {
  args: { onInputChange: fn() },
  render: function Render(args) {
    const [text, setText] = useState('');
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(text);
        }}
      >
        <SearchSuggest
          {...args}
          inputValue={text}
          onInputChange={setText}
          isActive={text.length >= 3}
          sections={text.length >= 3 ? found : []}
        />
        <output>{submitted && `Submitted: ${submitted}`}</output>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'sneak');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText('Submitted: sneak')).toBeVisible();
  },
};

/** Empty, with text, invalid, disabled: the visual baseline (the open list is checked by the play tests). */
export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 24 }}>
      <SearchSuggest {...args} label="Empty" />
      <SearchSuggest {...args} label="With text" defaultInputValue="sneaker" />
      <SearchSuggest
        {...args}
        label="Invalid"
        defaultInputValue="sn"
        isInvalid
        description={undefined}
        errorMessage="From 3 to 100 characters"
      />
      <SearchSuggest {...args} label="Disabled" isDisabled />
    </div>
  ),
};
