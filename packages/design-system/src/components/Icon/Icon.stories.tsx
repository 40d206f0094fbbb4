import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, ICON_NAMES, ICON_SIZES } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'cart' },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: ICON_SIZES },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };

/** With a label the icon is an image with that name; without, it is hidden. */
export const Labelled: Story = {
  args: { name: 'search', label: 'Search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Search' })).toBeInTheDocument();
  },
};

/** The whole set at every size: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 16 }}>
      {ICON_NAMES.map((name) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4 }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            {ICON_SIZES.map((size) => (
              <Icon key={size} name={name} size={size} />
            ))}
          </div>
          <figcaption style={{ fontSize: 12 }}>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
