import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const tabs = [
  ['my-account', 'My account', 'Welcome back, Ada.'],
  ['personal-data', 'Personal data', 'Name, email and birthday.'],
  ['addresses', 'Addresses', 'Your shipping addresses.'],
  ['orders', 'Orders', 'No orders yet.'],
  ['returns', 'Returns', 'No returns.'],
] as const;

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        {tabs.map(([id, label]) => (
          <Tab key={id} id={id} isDisabled={id === 'returns' && args.disabledKeys !== undefined}>
            {label}
          </Tab>
        ))}
      </TabList>
      {tabs.map(([id, , content]) => (
        <TabPanel key={id} id={id}>
          {content}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: 'personal-data' } };
export const WithDisabled: Story = { args: { disabledKeys: ['returns'] } };

/** Keyboard: arrows move the selection; Tab moves into the panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'My account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Personal data' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Name, email and birthday.');
  },
};

/** Selected, idle and disabled tabs: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  args: { defaultSelectedKey: 'personal-data', disabledKeys: ['returns'] },
};
