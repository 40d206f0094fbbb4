import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import type { Selection } from '../../lib/api';
import { useLabels } from '../../core/labels/useLabel';
import { PayLaterMessage } from './PayLaterMessage';

/** Subtotal, discount, shipping and total: what the total is made of, so that it never surprises. */
const Summary = styled.dl`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
`;

const SummaryRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};
  font-size: ${vars.fontSize.sm};

  dt,
  dd {
    margin: 0;
  }
`;

const TotalRow = styled(SummaryRow)`
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
`;

/**
 * The cart's totals (subtotal, discount, shipping or free, total) and, before the order is placed, the
 * pay-later message for the grand total: one component for the cart panel, the checkout's order summary
 * and the thank-you page (`paid`: no offer to pay later for what is paid).
 */
export function CartSummary({
  selection,
  paid = false,
}: {
  selection: Pick<Selection, 'totals' | 'currency'>;
  paid?: boolean;
}) {
  const t = useLabels();
  const { totals } = selection;
  return (
    <>
      <Summary>
        <SummaryRow>
          <dt>{t('subtotal')}</dt>
          <dd data-testid="cart-subtotal">{totals.itemsTotalPrice}</dd>
        </SummaryRow>
        {/* Centra's sign: a discount is at most 0 and already reads "-12,90 €". */}
        {totals.totalDiscountPriceAsNumber < 0 && (
          <SummaryRow>
            <dt>{t('discount')}</dt>
            <dd data-testid="cart-discount">{totals.totalDiscountPrice}</dd>
          </SummaryRow>
        )}
        <SummaryRow>
          <dt>{t('shipping')}</dt>
          <dd data-testid="cart-shipping">
            {totals.shippingPriceAsNumber > 0 ? totals.shippingPrice : t('shipping_free')}
          </dd>
        </SummaryRow>
        <TotalRow>
          <dt>{t('total')}</dt>
          <dd data-testid="cart-total">{totals.grandTotalPrice}</dd>
        </TotalRow>
      </Summary>
      {!paid && <PayLaterMessage amount={totals.grandTotalPriceAsNumber} currency={selection.currency} />}
    </>
  );
}
