import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileUpload } from './FileUpload';
import { atRealisticWidth } from '../private/storyDecorators';

const meta = {
  title: 'Components/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [atRealisticWidth(420)],
  args: { label: 'Attachments', description: 'Images, PDF, DOC or DOCX.', onChange: fn() },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Single: Story = { args: { allowsMultiple: false } };
export const Disabled: Story = { args: { isDisabled: true } };
/** A problem found after choosing (e.g. the server refused the file): red under the field, describing its button. */
export const WithError: Story = {
  args: { id: 'story-attachment', errorMessage: 'The file is larger than 8 MB.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAttribute('id', 'story-attachment');
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'Images, PDF, DOC or DOCX. The file is larger than 8 MB.',
    );
  },
};

const pdf = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' });
const txt = new File(['hi'], 'notes.txt', { type: 'text/plain' });

/** Choosing files lists them; a refused file gets a message; Enter on remove drops one. */
export const ChooseAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    // The picker filters by type; bypass it to prove the component refuses what slips through (drops, old browsers).
    await userEvent.setup({ applyAccept: false }).upload(input, [pdf, txt]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('notes.txt');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    canvas.getByRole('button', { name: 'Remove receipt.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Empty, with files and a refusal, disabled: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 420 }}>
      <FileUpload {...args} label="Empty" />
      <FileUpload
        {...args}
        label="With files"
        value={[pdf, new File(['x'.repeat(40_000)], 'photo-of-the-sole.jpg', { type: 'image/jpeg' })]}
      />
      <FileUpload {...args} label="With an error" value={[pdf]} errorMessage="The file is larger than 8 MB." />
      <FileUpload {...args} label="Disabled" isDisabled />
    </div>
  ),
};
