import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link';
import { Accordion, AccordionItem } from './Accordion';

const sections = {
  woman: ['Sneakers', 'Loafers', 'Boots'],
  man: ['Sneakers', 'Derby', 'Boots'],
  accessories: ['Bags', 'Socks'],
};

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    children: Object.entries(sections).map(([id, links]) => (
      <AccordionItem key={id} id={id} title={id}>
        <ul style={{ margin: 0, paddingLeft: 16, display: 'grid', gap: 8 }}>
          {links.map((l) => (
            <li key={l}>
              <Link href={`#${id}-${l}`}>{l}</Link>
            </li>
          ))}
        </ul>
      </AccordionItem>
    )),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FirstOpen: Story = { args: { defaultExpandedKeys: ['woman'] } };
export const MultipleOpen: Story = { args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['woman', 'man'] } };

/** Keyboard: sections toggle with Enter and Space. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const woman = canvas.getByRole('button', { name: 'woman' });
    await expect(woman).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(woman).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(woman).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One section open (−), the others closed (+): the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  args: { defaultExpandedKeys: ['woman'] },
};
