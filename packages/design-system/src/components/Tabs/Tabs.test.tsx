import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Account() {
  return (
    <Tabs>
      <TabList aria-label="Account">
        <Tab id="my-account">My account</Tab>
        <Tab id="orders">Orders</Tab>
      </TabList>
      <TabPanel id="my-account">Welcome back</TabPanel>
      <TabPanel id="orders">No orders yet</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the first tab panel and switches with the arrow keys', async () => {
    render(<Account />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Welcome back');
    act(() => screen.getByRole('tab', { name: 'My account' }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No orders yet');
  });
});
