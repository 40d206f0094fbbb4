import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Content } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { sampleProducts } from '../fixtures';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import ProductRail from './index';

const slices = renderMocks<Content.ProductRailSlice>(model, mocks);
const context = { products: Object.fromEntries(slices.map((s) => [s.id, sampleProducts])) };

const meta = {
  title: 'Slices/ProductRail',
  component: ProductRail,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof ProductRail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Products of one shop category. */
export const ByCategory: Story = { args: { slice: mockOf(slices, 'default') } };

/** Products chosen one by one. */
export const ByProductIds: Story = { args: { slice: mockOf(slices, 'byIds') } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => <SliceZone slices={slices} components={{ [slices[0]!.slice_type]: ProductRail }} context={context} />,
};
