import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Content } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import ImageWithText from './index';

const slices = renderMocks<Content.ImageWithTextSlice>(model, mocks);
const context = {};

const meta = {
  title: 'Slices/ImageWithText',
  component: ImageWithText,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof ImageWithText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image on the left on wide screens. */
export const ImageLeft: Story = { args: { slice: mockOf(slices, 'default') } };

/** The image on the right on wide screens. */
export const ImageRight: Story = { args: { slice: mockOf(slices, 'imageRight') } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => <SliceZone slices={slices} components={{ [slices[0]!.slice_type]: ImageWithText }} context={context} />,
};
