import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Curtain, CURTAIN_COLORS } from './Curtain';

const meta = {
  title: 'Components/Curtain',
  component: Curtain,
  tags: ['autodocs'],
  // Overlays render in their own iframe on the docs page, so an open one does not cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { onAnimatingChange: fn() },
  argTypes: { color: { control: 'select', options: CURTAIN_COLORS } },
} satisfies Meta<typeof Curtain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press to run an out-in transition: the curtain comes in, then goes out. */
export const Playground: Story = {
  render: function Transition(args) {
    const [isShown, setShown] = useState(false);
    return (
      <>
        <Button
          onPress={() => {
            setShown(true);
            setTimeout(() => setShown(false), 900);
          }}
        >
          Go to next page
        </Button>
        <Curtain {...args} isShown={isShown} />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go to next page' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAnimatingChange).toHaveBeenCalledWith(true));
    await waitFor(() => expect(args.onAnimatingChange).toHaveBeenLastCalledWith(false), { timeout: 3000 });
  },
};

export const Shown: Story = { args: { isShown: true } };

/** The curtain covering the page, in its default paprika: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', minHeight: '100vh' }}>
      {CURTAIN_COLORS.map((color) => (
        <div key={color} style={{ position: 'relative', transform: 'translateZ(0)', minHeight: 200 }}>
          <Curtain color={color} isShown />
        </div>
      ))}
    </div>
  ),
};
