import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import type { Selection } from '../../lib/api';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';

/** The pay-later message shows only for this currency and language. */
export const PAY_LATER_CURRENCY = 'EUR';
export const PAY_LATER_LANGUAGE = 'it';

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

const Note = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

/**
 * The cart's totals (subtotal, discount, shipping or free, total) and the
 * pay-later message (EUR and Italian only, amount = grand total): one
 * component for the cart panel, the checkout's order summary and the
 * thank-you page.
 */
export function CartSummary({ selection }: { selection: Pick<Selection, 'totals' | 'currency'> }) {
  const t = useLabels();
  const language = useAppState((s) => s.currentLangCode);
  const { totals } = selection;
  const payLater =
    selection.currency === PAY_LATER_CURRENCY && language === PAY_LATER_LANGUAGE && totals.grandTotalPriceAsNumber > 0;
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
      {payLater && (
        <Note data-pay-later>
          {t('pay_later')}: {totals.grandTotalPrice}
        </Note>
      )}
    </>
  );
}
