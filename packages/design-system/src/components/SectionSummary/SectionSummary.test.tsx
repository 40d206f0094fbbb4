import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionSummary } from './SectionSummary';

describe('SectionSummary', () => {
  it('shows the answers and a "change" button named after its section', async () => {
    const onChange = jest.fn();
    render(
      <SectionSummary sectionName="Contact" changeLabel="Change" onChange={onChange}>
        lina@passo.example
      </SectionSummary>,
    );
    expect(screen.getByText('lina@passo.example')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Change: Contact' });
    expect(button).toHaveTextContent('Change');
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
