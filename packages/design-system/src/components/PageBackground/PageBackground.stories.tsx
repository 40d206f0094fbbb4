import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PAGE_BACKGROUNDS, type PageBackgroundColor } from '../../tokens/constants';
import { Button } from '../Button';
import { PageBackground } from './PageBackground';

const meta = {
  title: 'Components/PageBackground',
  component: PageBackground,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    color: 'violet',
    children: <h1 style={{ margin: 0, padding: 24 }}>Pop soul</h1>,
  },
  argTypes: { color: { control: 'select', options: PAGE_BACKGROUNDS }, children: { control: false } },
} satisfies Meta<typeof PageBackground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each press moves to the next colour, with the animated transition. */
export const Transition: Story = {
  render: function Cycle() {
    const [index, setIndex] = useState(0);
    const color: PageBackgroundColor = PAGE_BACKGROUNDS[index % PAGE_BACKGROUNDS.length]!;
    return (
      <PageBackground color={color}>
        <div style={{ padding: 24 }}>
          <Button onPress={() => setIndex((i) => i + 1)}>Next colour</Button>
        </div>
      </PageBackground>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('[data-color]')).toHaveAttribute('data-color', 'violet');
  },
};

/** Every colour: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' }}>
      {PAGE_BACKGROUNDS.map((color) => (
        <div key={color} style={{ height: 160, overflow: 'hidden' }}>
          <PageBackground color={color}>
            <p style={{ margin: 0, padding: 16, fontWeight: 700 }}>{color}</p>
          </PageBackground>
        </div>
      ))}
    </div>
  ),
};
