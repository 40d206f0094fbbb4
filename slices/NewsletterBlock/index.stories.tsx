import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Content } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { SliceContext } from '../context';
import { sampleLabels } from '../fixtures';
import { mockOf, renderMocks } from '../mocks';
import model from './model.json';
import mocks from './mocks.json';
import NewsletterBlock from './index';

const slices = renderMocks<Content.NewsletterBlockSlice>(model, mocks);
const context: SliceContext = { labels: sampleLabels };

/** A page's handlers: a captcha that answers and a subscription that succeeds. */
const working = (): SliceContext => ({
  labels: sampleLabels,
  getCaptchaToken: fn(async () => 'captcha-token'),
  onNewsletterSubmit: fn(async () => ({ ok: true as const, message: 'Check your inbox to confirm.' })),
});

const meta = {
  title: 'Slices/NewsletterBlock',
  component: NewsletterBlock,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { slice: slices[0], index: 0, slices, context },
} satisfies Meta<typeof NewsletterBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, text, email field, privacy consent and submit. */
export const Default: Story = { args: { slice: mockOf(slices, 'default'), context: working() } };

/** Every variation from mocks.json, one after another: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <SliceZone slices={slices} components={{ [slices[0]!.slice_type]: NewsletterBlock }} context={working()} />
  ),
};

/** Without the page's handlers the form cannot be sent: nobody is told they subscribed. */
export const WithoutHandlerCannotSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Subscribe' });
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  },
};

/**
 * An empty form is not sent: each field says what is wrong, and the error summary (focused, "There is a
 * problem", the spec's message under it) links to each field in the same words.
 */
export const RequiresEmailAndPrivacyPolicy: Story = {
  args: { context: working() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Subscribe' });
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleDescription(
      'Please enter a valid email address and accept the privacy policy.',
    );
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Email is required',
      'Accept the privacy policy to subscribe',
    ]);
    const email = canvas.getByLabelText('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    // Keyboard: Tab to the privacy link, Enter moves focus to the checkbox.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(args.context?.getCaptchaToken).not.toHaveBeenCalled();
    await expect(args.context?.onNewsletterSubmit).not.toHaveBeenCalled();
  },
};

/** An address that is not one is refused with its own message. */
export const RefusesAnInvalidEmail: Story = {
  args: { context: working() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Subscribe' });
    await userEvent.type(canvas.getByLabelText('Email address'), 'giulia@example');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    await expect(within(canvas.getByRole('alert')).getByRole('link')).toHaveTextContent(
      'Enter an email address like name@example.com',
    );
    await expect(args.context?.onNewsletterSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form asks for a captcha token first, then sends the spec's fields and shows the handler's answer. */
export const SubmitsThroughThePageHandler: Story = {
  args: { context: working() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Subscribe' });
    await userEvent.type(canvas.getByLabelText('Email address'), 'giulia@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.context?.getCaptchaToken).toHaveBeenCalledWith('newsletter');
    await expect(args.context?.onNewsletterSubmit).toHaveBeenCalledWith({
      email: 'giulia@example.com',
      privacy_policy: true,
      email_field: '',
      captchaToken: 'captcha-token',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Check your inbox to confirm.');
  },
};

/** Without a captcha token nothing is sent, and the visitor is told it did not work. */
export const SendsNothingWithoutACaptchaToken: Story = {
  args: { context: { ...working(), getCaptchaToken: fn(async () => null) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Subscribe' });
    await userEvent.type(canvas.getByLabelText('Email address'), 'giulia@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again in a moment.',
    );
    await expect(args.context?.onNewsletterSubmit).not.toHaveBeenCalled();
  },
};

/** A filled spam trap (hidden email_field) blocks the submit: nothing is sent, and it looks like success. */
export const SpamTrapBlocksTheSubmit: Story = {
  args: { context: working() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Subscribe' });
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="email_field"]');
    if (!trap) throw new Error('the spam trap is missing');
    await userEvent.type(trap, 'bot@example.com');
    await userEvent.type(canvas.getByLabelText('Email address'), 'giulia@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Welcome to the club! Check your inbox.');
    await expect(args.context?.getCaptchaToken).not.toHaveBeenCalled();
    await expect(args.context?.onNewsletterSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal from the handler is shown in the error bar as it is. */
export const ShowsTheHandlersError: Story = {
  args: {
    context: {
      ...working(),
      onNewsletterSubmit: fn(async () => ({ ok: false as const, message: 'This email address is not valid.' })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Subscribe' });
    await userEvent.type(canvas.getByLabelText('Email address'), 'giulia@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This email address is not valid.');
  },
};
