import { RadioGroup } from '@passo/design-system';
import type { CheckoutWithDraft } from '../useCheckout';
import type { SectionFolding } from '../useSectionFolding';
import { FoldingSection } from './FoldingSection';

/** The shipping method, each with its price (or "free"); a choice reprices the cart. */
export function ShippingSection({ checkout, folding }: { checkout: CheckoutWithDraft; folding: SectionFolding }) {
  const { t, response, selection, draft, pending } = checkout;
  const options = response.shippingMethods.map((m) => ({
    value: m.shippingMethod,
    label: `${m.name} · ${m.priceAsNumber > 0 ? m.price : t('shipping_free')}`,
  }));
  const chosen = selection.shippingMethod ?? draft.shippingMethod;
  return (
    <FoldingSection
      section="shippingMethod"
      title={t('checkout_shipping_method')}
      summary={options.find((o) => o.value === chosen)?.label ?? ''}
      checkout={checkout}
      folding={folding}
    >
      <RadioGroup
        label={t('checkout_shipping_method')}
        options={options}
        value={chosen}
        onChange={(value) => void checkout.changeShippingMethod(value)}
        isDisabled={pending}
      />
    </FoldingSection>
  );
}
