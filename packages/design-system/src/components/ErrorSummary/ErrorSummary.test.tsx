import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorSummary } from './ErrorSummary';

function Form({ withProblems = true }: { withProblems?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <ErrorSummary
        title="There is a problem"
        focusKey={attempt}
        errors={
          withProblems && attempt > 0
            ? [{ fieldId: 'email', message: 'Enter your email' }, { message: 'Something went wrong' }]
            : []
        }
      />
      <label htmlFor="email">Email</label>
      <input id="email" />
      <div id="group">
        <input type="radio" aria-label="Standard" />
      </div>
      <button onClick={() => setAttempt((n) => n + 1)}>Submit</button>
    </>
  );
}

describe('ErrorSummary', () => {
  it('is an alert named by its heading, focused after a failed submit', async () => {
    render(<Form />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
  });

  it('links each message to its field and moves focus there; a message without a field is text', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Enter your email' });
    expect(link).toHaveAttribute('href', '#email');
    await userEvent.click(link);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('moves focus to the first control of a group', async () => {
    render(<ErrorSummary title="Problem" errors={[{ fieldId: 'group', message: 'Choose one' }]} />);
    const group = document.createElement('div');
    group.id = 'group';
    group.innerHTML = '<input type="radio" aria-label="Standard" />';
    document.body.append(group);
    await userEvent.click(screen.getByRole('link', { name: 'Choose one' }));
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    group.remove();
  });

  it('does not take focus on first render or without problems', () => {
    render(<ErrorSummary title="Problem" errors={[{ message: 'x' }]} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('says what to do overall under its heading, as its description, when given one', () => {
    render(
      <ErrorSummary
        title="There is a problem"
        description="Enter a valid email and accept the privacy policy."
        errors={[{ fieldId: 'email', message: 'Enter your email' }]}
      />,
    );
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveAccessibleDescription(
      'Enter a valid email and accept the privacy policy.',
    );
  });

  it('shows no description while there is no problem', () => {
    render(<ErrorSummary title="There is a problem" description="Check the form." errors={[]} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('takes no room in the layout while there is no problem, and its live region stays in the page', () => {
    render(<ErrorSummary title="There is a problem" errors={[]} />);
    const alert = screen.getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    expect(getComputedStyle(alert).position).toBe('absolute');
  });
});
