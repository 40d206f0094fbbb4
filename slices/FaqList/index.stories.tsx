import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Content } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import FaqList from './index';

const slices = renderMocks<Content.FaqListSlice>(model, mocks);
const context = {};

const meta = {
  title: 'Slices/FaqList',
  component: FaqList,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled list of questions. */
export const Default: Story = { args: { slice: mockOf(slices, 'default') } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => <SliceZone slices={slices} components={{ [slices[0]!.slice_type]: FaqList }} context={context} />,
};

/** A question opens its answer with Enter and closes it with Space; others stay as they were. */
export const OpensAnAnswerFromTheKeyboard: Story = {
  args: { slice: mockOf(slices, 'default') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    const first = buttons[0]!;
    const second = buttons[1]!;
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
