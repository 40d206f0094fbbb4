import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { SectionSummary } from './SectionSummary';

const meta = {
  title: 'Components/SectionSummary',
  component: SectionSummary,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'lina@passo.example', sectionName: 'Contact', changeLabel: 'Change', onChange: fn() },
} satisfies Meta<typeof SectionSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const LongAddress: Story = {
  args: {
    sectionName: 'Shipping address',
    children: 'Lina Wertmüller, Via dei Calzolai 7, scala B, interno 12, 20121 Milano, Italia',
  },
};

/** A section that folds and reopens: "change" reopens it and focus moves to its first field. */
function Section() {
  const [open, setOpen] = useState(true);
  const [email, setEmail] = useState('lina@passo.example');
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  return open ? (
    <div style={{ display: 'grid', gap: 8, maxWidth: 480 }}>
      <TextField ref={field} label="Email" value={email} onChange={setEmail} />
      <button type="button" onClick={() => setOpen(false)}>
        Continue
      </button>
    </div>
  ) : (
    <SectionSummary
      sectionName="Contact"
      changeLabel="Change"
      onChange={() => {
        setOpen(true);
        requestAnimationFrame(() => field.current?.focus());
      }}
    >
      {email}
    </SectionSummary>
  );
}

/** Keyboard: Enter on "change" reopens the section with what was typed, focus inside it. */
export const Keyboard: Story = {
  render: () => <Section />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const change = canvas.getByRole('button', { name: 'Change: Contact' });
    await expect(canvas.getByText('lina@passo.example')).toBeVisible();
    await userEvent.tab();
    await expect(change).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('lina@passo.example');
    await expect(email).toHaveFocus();
  },
};

/** Every state: the visual baseline (short, long and wrapping answers). */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <SectionSummary sectionName="Contact" changeLabel="Change" onChange={() => {}}>
        lina@passo.example
      </SectionSummary>
      <SectionSummary sectionName="Indirizzo di spedizione" changeLabel="Modifica" onChange={() => {}}>
        Lina Wertmüller, Via dei Calzolai 7, scala B, interno 12, 20121 Milano, Italia
      </SectionSummary>
      <SectionSummary sectionName="Shipping method" changeLabel="Change" onChange={() => {}}>
        Express · €9.90
      </SectionSummary>
    </div>
  ),
};
