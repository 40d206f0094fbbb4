import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Header } from '../Header';
import { Logo } from '../Logo';
import { IntroOverlay } from './IntroOverlay';

const meta = {
  title: 'Components/IntroOverlay',
  component: IntroOverlay,
  tags: ['autodocs'],
  // Overlays render in their own iframe on the docs page, so an open one does not cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { onFinish: fn() },
  render: function Intro(args) {
    const [run, setRun] = useState(0);
    return (
      <>
        <Header logo={<Logo />} />
        <div style={{ padding: 24 }}>
          <Button onPress={() => setRun((n) => n + 1)}>Replay intro</Button>
        </div>
        {run > 0 && <IntroOverlay key={run} {...args} />}
      </>
    );
  },
} satisfies Meta<typeof IntroOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Replay: the logo moves into the header, then the overlay disappears and `onFinish` runs. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Replay intro' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

/** The holding frame: the big logo on the overlay, the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  // The visual tests run with reduced motion, where the intro is skipped; show its first frame as a still.
  render: () => (
    <div
      style={{
        position: 'relative',
        height: '100vh',
        background: 'var(--passo-color-yellow)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Logo size="large" />
    </div>
  ),
};
