/**
 * The overlay suite's keyboard checks for `play` functions, so every overlay
 * story proves them in a real browser too: open from the trigger, Tab stays
 * inside, Escape closes and focus returns to the trigger.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

export async function playOverlayKeyboard({
  canvasElement,
  trigger: triggerName,
  role = 'dialog',
  name,
}: {
  canvasElement: HTMLElement;
  trigger: string;
  role?: 'dialog' | 'alertdialog';
  name: string;
}) {
  const trigger = within(canvasElement).getByRole('button', { name: triggerName });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  for (let i = 0; i < 4; i += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole(role, { name })).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}
