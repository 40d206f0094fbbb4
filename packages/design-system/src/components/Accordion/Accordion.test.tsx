import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, AccordionItem } from './Accordion';

function Menu(props: { allowsMultipleExpanded?: boolean }) {
  return (
    <Accordion {...props}>
      <AccordionItem id="woman" title="Woman">
        <a href="#sneakers">Sneakers</a>
      </AccordionItem>
      <AccordionItem id="man" title="Man">
        <a href="#boots">Boots</a>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('starts collapsed and expands a section on press', async () => {
    render(<Menu />);
    const woman = screen.getByRole('button', { name: 'Woman' });
    expect(woman).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sneakers' })).not.toBeInTheDocument();
    await userEvent.click(woman);
    expect(woman).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sneakers' })).toBeVisible();
  });

  it('toggles with Enter and Space', async () => {
    render(<Menu />);
    const man = screen.getByRole('button', { name: 'Man' });
    act(() => man.focus());
    await userEvent.keyboard('{Enter}');
    expect(man).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(man).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one section open at a time by default', async () => {
    render(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Woman' }));
    await userEvent.click(screen.getByRole('button', { name: 'Man' }));
    expect(screen.getByRole('button', { name: 'Woman' })).toHaveAttribute('aria-expanded', 'false');
  });
});
