import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Content } from '@prismicio/client';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import NewsletterBlock from './index';

const slices = renderMocks<Content.NewsletterBlockSlice>(model, mocks);
const context = {};

const meta = {
  title: 'Slices/NewsletterBlock',
  component: NewsletterBlock,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof NewsletterBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, text, email field, consent and submit. */
export const Default: Story = { args: { slice: mockOf(slices, 'default') } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <>
      {slices.map((slice, index) => (
        <NewsletterBlock key={slice.id} slice={slice} index={index} slices={slices} context={context} />
      ))}
    </>
  ),
};
