import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo, LOGO_SIZES, LOGO_TONES } from './Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: LOGO_SIZES },
    tone: { control: 'inline-radio', options: LOGO_TONES },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Passo' })).toBeInTheDocument();
  },
};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const White: Story = { args: { tone: 'white' }, globals: { backgrounds: { value: 'dark' } } };

/** Every size in every tone: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {LOGO_TONES.map((tone) => (
        <div
          key={tone}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 24,
            alignItems: 'center',
            padding: 16,
            background: tone === 'white' ? 'var(--passo-color-black)' : 'var(--passo-color-cream)',
          }}
        >
          {LOGO_SIZES.map((size) => (
            <Logo key={size} size={size} tone={tone} />
          ))}
        </div>
      ))}
    </div>
  ),
};
