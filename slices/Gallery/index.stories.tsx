import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Content } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import Gallery from './index';

const slices = renderMocks<Content.GallerySlice>(model, mocks);
const context = {};

const meta = {
  title: 'Slices/Gallery',
  component: Gallery,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Images in a responsive grid. */
export const Grid: Story = { args: { slice: mockOf(slices, 'default') } };

/** Images in a row that scrolls sideways. */
export const Carousel: Story = { args: { slice: mockOf(slices, 'carousel') } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => <SliceZone slices={slices} components={{ [slices[0]!.slice_type]: Gallery }} context={context} />,
};
