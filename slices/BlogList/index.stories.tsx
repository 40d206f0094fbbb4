import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Content } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { sampleArticles } from '../fixtures';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import BlogList from './index';

const slices = renderMocks<Content.BlogListSlice>(model, mocks);
const context = { articles: Object.fromEntries(slices.map((s) => [s.id, sampleArticles])), language: 'en' };

const meta = {
  title: 'Slices/BlogList',
  component: BlogList,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled grid of article cards. */
export const Default: Story = { args: { slice: mockOf(slices, 'default') } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => <SliceZone slices={slices} components={{ [slices[0]!.slice_type]: BlogList }} context={context} />,
};
