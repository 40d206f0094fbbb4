import { useCartActions } from '../../cart/useCartActions';
import { VoucherForm } from '../../cart/VoucherForm';
import { useLabels } from '../../../core/labels/useLabel';
import type { SelectionResponse } from '../../../lib/api';
import { Section } from '../checkoutLayout';
import { SectionTitle } from '../../ui/layout';

/** The discount code: applied to and removed from the cart, whose totals follow. */
export function VoucherSection({ selection }: { selection: SelectionResponse['selection'] }) {
  const t = useLabels();
  const actions = useCartActions();
  return (
    <Section aria-labelledby="checkout-discount">
      <SectionTitle id="checkout-discount">{t('checkout_discount_code')}</SectionTitle>
      <VoucherForm
        vouchers={selection.discounts.vouchers}
        onApply={actions.applyVoucher}
        onRemove={actions.removeVoucher}
      />
    </Section>
  );
}
