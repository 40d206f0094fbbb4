import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price, PRICE_SIZES } from './Price';

const meta = {
  title: 'Components/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 129 },
  argTypes: { size: { control: 'inline-radio', options: PRICE_SIZES }, format: { control: false } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Discounted: before-price struck through, price in red, percent badge. */
export const Discounted: Story = {
  args: { amount: 90.3, priceBeforeDiscount: 129, discountPercent: 30 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-30%')).toBeInTheDocument();
  },
};
/** A reduction with the lowest price of the 30 days before it, on its own line. */
export const WithLowestPriorPrice: Story = {
  args: { amount: 90.3, priceBeforeDiscount: 129, discountPercent: 30, lowestPriorPrice: 116.1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Lowest price in the last 30 days before the reduction: 116,10/),
    ).toBeInTheDocument();
  },
};

/** Not discounted: a lowest prior price is not shown. */
export const NotDiscountedIgnoresPriorPrice: Story = {
  args: { amount: 129, lowestPriorPrice: 116.1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Lowest price/)).toBeNull();
  },
};
export const British: Story = { args: { amount: 115, currency: 'GBP', locale: 'en-GB' } };
export const Large: Story = { args: { size: 'large' } };

/** Every size, plain and discounted, in four locales: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {PRICE_SIZES.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
          <Price size={size} amount={129} />
          <Price size={size} amount={90.3} priceBeforeDiscount={129} discountPercent={30} />
          <Price size={size} amount={90.3} priceBeforeDiscount={129} discountPercent={30} lowestPriorPrice={116.1} />
        </div>
      ))}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        <Price amount={1299.5} locale="en-GB" currency="GBP" />
        <Price amount={1299.5} locale="de-DE" />
        <Price amount={1299.5} locale="es-ES" />
      </div>
    </div>
  ),
};
