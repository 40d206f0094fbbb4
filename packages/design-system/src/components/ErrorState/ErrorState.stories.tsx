import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'OOOOPS!!!',
    subtitle: 'Something has happened...',
    text: 'Try again refreshing the page or...',
    actionLabel: 'Go back to HomePage',
    actionHref: '#home',
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Italian: Story = {
  args: {
    subtitle: 'Qualcosa è andato storto...',
    text: 'Prova a ricaricare la pagina o...',
    actionLabel: 'Torna alla HomePage',
  },
};
/** The error's message under the spec's texts. */
export const WithMessage: Story = { args: { message: 'The product list could not be loaded.' } };
export const HeadingOnly: Story = { args: { subtitle: undefined, text: undefined } };

/** Keyboard: Tab reaches the button home. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Go back to HomePage' })).toHaveFocus();
  },
};

/** The spec's error page: the visual baseline. */
export const AllStates: Story = { tags: ['visual'] };
