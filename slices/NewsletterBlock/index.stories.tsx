import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Content } from '@prismicio/client';
import type { SliceContext } from '../context';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import NewsletterBlock from './index';

const slices = renderMocks<Content.NewsletterBlockSlice>(model, mocks);
const context: SliceContext = {};

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

/** Without a submit handler from the page the form cannot be sent: nobody is told they subscribed. */
export const WithoutHandlerCannotSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

/** With a handler, the form sends the email and consent and shows exactly what the handler reports. */
export const SubmitsThroughThePageHandler: Story = {
  args: {
    context: {
      onNewsletterSubmit: fn(async () => ({
        ok: true as const,
        message: 'Check your inbox to confirm.',
      })),
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'giulia@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.context?.onNewsletterSubmit).toHaveBeenCalledWith({
      email: 'giulia@example.com',
      consent: true,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Check your inbox to confirm.');
  },
};

/** A refusal from the handler is shown as it is. */
export const ShowsTheHandlersError: Story = {
  args: {
    context: {
      onNewsletterSubmit: fn(async () => ({
        ok: false as const,
        message: 'This email address is not valid.',
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'giulia@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('This email address is not valid.')).toBeVisible();
  },
};
