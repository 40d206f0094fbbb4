import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyImages } from '../private/storyAssets';
import { Carousel } from './Carousel';

const slides = [
  { src: storyImages.wide, alt: 'Pop Soul line' },
  { src: storyImages.wideAlt, alt: 'Sunday line' },
  { src: storyImages.wideThird, alt: 'Paprika line' },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Lines',
    children: slides.map((s) => (
      <img key={s.alt} src={s.src} alt={s.alt} style={{ width: '100%', aspectRatio: '16 / 9' }} />
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Paused: Story = { args: { autoPlay: false } };

/** Keyboard: focus pauses it; Next moves one slide; the pause button toggles play. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: /Pause|Play/ });
    await expect(pause).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** The first slide with its controls: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  args: { autoPlay: false },
};
