import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';

const CATEGORIES = [
  { id: 'necessary', label: 'Necessary', description: 'Cart and language.', isRequired: true },
  { id: 'statistics', label: 'Statistics', description: 'How the shop is used.' },
  { id: 'marketing', label: 'Marketing' },
];
const LABELS = {
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  customise: 'Customise',
  save: 'Save choices',
  close: 'Close',
  categories: 'Cookie categories',
};

function renderBanner(props: Partial<CookieBannerProps> = {}) {
  const handlers = { onAcceptAll: jest.fn(), onRejectAll: jest.fn(), onSave: jest.fn(), onDismiss: jest.fn() };
  render(
    <CookieBanner title="Cookies" categories={CATEGORIES} labels={LABELS} {...handlers} {...props}>
      We use cookies.
    </CookieBanner>,
  );
  return handlers;
}

describe('CookieBanner', () => {
  it('is a non-modal dialog named by its title, offering accept all and reject all with the same look', () => {
    renderBanner();
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    const accept = within(dialog).getByRole('button', { name: 'Accept all' });
    const reject = within(dialog).getByRole('button', { name: 'Reject all' });
    expect(accept.className).toBe(reject.className);
    expect(accept.parentElement).toBe(reject.parentElement);
  });

  it('reports accept all and reject all', async () => {
    const handlers = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(handlers.onAcceptAll).toHaveBeenCalledTimes(1);
    expect(handlers.onRejectAll).toHaveBeenCalledTimes(1);
  });

  it('counts the close button and Escape as closing without a choice', async () => {
    const handlers = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => screen.getByRole('button', { name: 'Accept all' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(handlers.onDismiss).toHaveBeenCalledTimes(2);
    expect(handlers.onAcceptAll).not.toHaveBeenCalled();
  });

  it('customising lists the categories, the necessary one always on, and saves the ticked optional ones', async () => {
    const handlers = renderBanner({ defaultSelected: ['marketing'] });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const group = screen.getByRole('group', { name: 'Cookie categories' });
    const necessary = within(group).getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: 'Statistics' })).toHaveAccessibleDescription(
      'How the shop is used.',
    );
    expect(within(group).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Statistics' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(handlers.onSave).toHaveBeenCalledWith(['statistics']);
  });
});
