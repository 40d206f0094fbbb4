import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Content } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import Hero from './index';

const slices = renderMocks<Content.HeroSlice>(model, mocks);
const context = {};

const meta = {
  title: 'Slices/Hero',
  component: Hero,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // React sets `muted` as a property, not an attribute (facebook/react#10389), so axe waits for the autoplaying
    // video's metadata, which the mock's URL never serves in Storybook: 10 s per story before axe gives up on
    // preloading and runs without it. Preloading only the stylesheets checks at least as much, at once.
    a11y: { options: { preload: { assets: ['cssom'] } } },
  },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and call to action over an image. */
export const Image: Story = { args: { slice: mockOf(slices, 'default') } };

/** Title and call to action over a muted looping video with a poster image. */
export const Video: Story = { args: { slice: mockOf(slices, 'video') } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => <SliceZone slices={slices} components={{ [slices[0]!.slice_type]: Hero }} context={context} />,
};
