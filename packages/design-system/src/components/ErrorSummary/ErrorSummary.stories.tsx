import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { TextField } from '../TextField';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

const meta = {
  title: 'Components/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'There is a problem',
    errors: [
      { fieldId: 'story-email', message: 'Enter an email address in the correct format, like name@example.com' },
      { fieldId: 'story-postcode', message: 'Enter a real postcode' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const OneError: Story = { args: { errors: [{ fieldId: 'story-email', message: 'Enter your email address' }] } };
/** A problem with no field of its own (a server error) is listed as text, not as a link. */
export const WithoutField: Story = {
  args: {
    errors: [
      { message: 'Something went wrong. Please try again.' },
      { fieldId: 'story-email', message: 'Enter your email address' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
export const LongMessages: Story = {
  args: {
    title: 'C’è un problema',
    errors: [
      {
        fieldId: 'a',
        message: 'Inserisci un CAP valido per l’Italia: cinque cifre, ad esempio 20121 per Milano centro',
      },
      { fieldId: 'b', message: 'Accetta i termini e le condizioni per continuare con l’ordine' },
    ],
  },
};
/** With a line under the heading saying what to do overall (GOV.UK's description). */
export const WithDescription: Story = {
  args: {
    description: 'Please enter a valid email address and accept the privacy policy.',
    errors: [
      { fieldId: 'story-email', message: 'Email is required' },
      { fieldId: 'story-privacy', message: 'Accept the privacy policy to subscribe' },
    ],
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toHaveAccessibleDescription(
      'Please enter a valid email address and accept the privacy policy.',
    );
  },
};
export const HeadingLevel3: Story = { args: { headingLevel: 3 } };
/** No errors: nothing is shown, the alert region stays in the page so a later summary is announced. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toBeEmptyDOMElement();
  },
};

/** A form using it: a failed submit focuses the summary; each link moves focus to its field (a group: its first control). */
function Form() {
  const [email, setEmail] = useState('');
  const [method, setMethod] = useState<string | null>(null);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const byId = Object.fromEntries(errors.map((e) => [e.fieldId, e.message]));
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 16, maxWidth: 480 }}
      onSubmit={(event) => {
        event.preventDefault();
        const found: ErrorSummaryItem[] = [];
        if (!email) found.push({ fieldId: 'form-email', message: 'Enter your email address' });
        if (!method) found.push({ fieldId: 'form-method', message: 'Choose a shipping method' });
        setErrors(found);
        if (found.length) setAttempt((n) => n + 1);
      }}
    >
      <ErrorSummary title="There is a problem" errors={errors} focusKey={attempt} />
      <TextField
        id="form-email"
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        isInvalid={Boolean(byId['form-email'])}
        errorMessage={byId['form-email'] as string | undefined}
      />
      <RadioGroup
        id="form-method"
        label="Shipping method"
        options={[
          { value: 'standard', label: 'Standard' },
          { value: 'express', label: 'Express' },
        ]}
        value={method}
        onChange={setMethod}
        isInvalid={Boolean(byId['form-method'])}
        errorMessage={byId['form-method'] as string | undefined}
      />
      <div>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}

/** Keyboard: submit with Enter, the summary takes focus, Tab to a link, Enter moves focus to its field. */
export const Keyboard: Story = {
  render: () => <Form />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter your email address' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Choose a shipping method' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus();
  },
};

/** Every state: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 640 }}>
      <ErrorSummary title="There is a problem" errors={[{ fieldId: 'x-email', message: 'Enter your email address' }]} />
      <ErrorSummary
        title="C’è un problema"
        errors={[
          { fieldId: 'x-zip', message: 'Inserisci un CAP valido per l’Italia, ad esempio 20121' },
          { fieldId: 'x-terms', message: 'Accetta i termini e le condizioni' },
          { message: 'Qualcosa è andato storto. Riprova.' },
        ]}
      />
      <ErrorSummary headingLevel={3} title="There is a problem" errors={[{ message: 'Wrong email or password' }]} />
      <ErrorSummary
        title="C’è un problema"
        description="Inserisci un indirizzo email valido e accetta la privacy policy."
        errors={[
          { fieldId: 'x-news-email', message: 'Email è obbligatorio' },
          { fieldId: 'x-news-privacy', message: 'Accetta la privacy policy per iscriverti' },
        ]}
      />
    </div>
  ),
};
