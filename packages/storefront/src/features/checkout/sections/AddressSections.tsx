import { Checkbox } from '@passo/design-system';
import { AddressForm } from '../../address/AddressForm';
import { addressLine, BILLING_PREFIX, SHIPPING_PREFIX } from '../checkoutForm';
import type { CheckoutWithDraft } from '../useCheckout';
import type { SectionFolding } from '../useSectionFolding';
import { FoldingSection } from './FoldingSection';

interface Props {
  checkout: CheckoutWithDraft;
  folding: SectionFolding;
}

/** Where the order goes: a change of country reprices the cart and may move the checkout to that country's locale. */
export function ShippingAddressSection({ checkout, folding }: Props) {
  const { t, draft, messages, countries, pending } = checkout;
  return (
    <FoldingSection
      section="shipping"
      title={t('checkout_address')}
      summary={addressLine(draft.shipping, countries)}
      checkout={checkout}
      folding={folding}
    >
      <AddressForm
        value={draft.shipping}
        onChange={checkout.changeShipping}
        onBlurField={(field) => checkout.touch(`${SHIPPING_PREFIX}.${field}`)}
        errors={messages}
        countries={countries}
        prefix={SHIPPING_PREFIX}
        section="shipping"
        isDisabled={pending}
      />
    </FoldingSection>
  );
}

/** The billing address: the shipping one unless the shopper unticks "the same". */
export function BillingAddressSection({ checkout, folding }: Props) {
  const { t, draft, messages, countries, pending } = checkout;
  return (
    <FoldingSection
      section="billing"
      title={t('checkout_billing_address')}
      summary={draft.billingSame ? t('checkout_billing_same') : addressLine(draft.billing, countries)}
      checkout={checkout}
      folding={folding}
    >
      <Checkbox
        isSelected={draft.billingSame}
        onChange={(billingSame) => checkout.update({ billingSame })}
        isDisabled={pending}
      >
        {t('checkout_billing_same')}
      </Checkbox>
      {!draft.billingSame && (
        <AddressForm
          value={draft.billing}
          onChange={(billing, field) => checkout.edited(`${BILLING_PREFIX}.${field}`, { billing })}
          onBlurField={(field) => checkout.touch(`${BILLING_PREFIX}.${field}`)}
          errors={messages}
          countries={countries}
          prefix={BILLING_PREFIX}
          section="billing"
          isDisabled={pending}
        />
      )}
    </FoldingSection>
  );
}
