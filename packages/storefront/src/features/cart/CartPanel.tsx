import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Drawer, Link } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useAppState, useSetLayout } from '../app/hooks';
import { useLabels } from '../content/useLabel';
import { routes } from '../../lib/routes';
import { CartLine } from './CartLine';
import { useCartActions } from './useCartActions';
import { useSelection } from './useSelection';
import { VoucherForm } from './VoucherForm';

/** The pay-later message shows only for this currency and language (spec section 9). */
const PAY_LATER_CURRENCY = 'EUR';
const PAY_LATER_LANGUAGE = 'it';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: hidden;
`;

const Empty = styled.p`
  margin: ${vars.space.xl} 0;
  font-size: ${vars.fontSize.lg};
`;

const Footer = styled.div`
  display: grid;
  gap: ${vars.space.sm};
`;

/** Subtotal, discount, shipping and total: what the total is made of, so that it never surprises. */
const Summary = styled.dl`
  display: grid;
  gap: ${vars.space.xs};
  margin: 0;
`;

const SummaryRow = styled.div`
  display: flex;
  justify-content: space-between;
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

const subscribeToClock = (onChange: () => void) => {
  const timer = setInterval(onChange, 500);
  return () => clearInterval(timer);
};

/** True until `until` (ms epoch); re-checked twice a second while it matters. */
function useUntil(until: number): boolean {
  return useSyncExternalStore(
    until > 0 ? subscribeToClock : () => () => {},
    () => Date.now() < until,
    () => false,
  );
}

/** The cart panel: lines, total, discount code, pay-later, regional help, checkout. */
export function CartPanel() {
  const t = useLabels();
  const setLayout = useSetLayout();
  const isOpen = useAppState((s) => s.layout.openPanel === 'cart');
  const successUntil = useAppState((s) => s.layout.cartSuccessUntil);
  const noticeOpen = useAppState((s) => s.layout.cartUpdatedNotice);
  const locale = useAppState((s) => s.locale);
  const language = useAppState((s) => s.currentLangCode);
  const { data } = useSelection();
  const actions = useCartActions();
  const success = useUntil(successUntil);

  const selection = data?.selection;
  const lines = [...(selection?.items ?? [])].reverse();
  const count = selection?.totals.totalQuantity ?? 0;
  const empty = lines.length === 0;
  const countText = `${count} ${count === 1 ? t('cart_item_singular') : t('cart_item_plural')}`;
  const payLater = selection?.currency === PAY_LATER_CURRENCY && language === PAY_LATER_LANGUAGE && !empty;

  return (
    <>
      <Drawer
        isOpen={isOpen}
        onOpenChange={(open) => setLayout({ openPanel: open ? 'cart' : null })}
        title={success ? t('cart_success_title') : t('cart_title')}
        subtitle={success ? t('cart_success_text') : countText}
        closeLabel={t('close')}
        footer={
          <Footer>
            {!empty && selection && (
              <>
                <VoucherForm
                  vouchers={selection.discounts.vouchers}
                  onApply={actions.applyVoucher}
                  onRemove={actions.removeVoucher}
                />
                <Summary>
                  <SummaryRow>
                    <dt>{t('subtotal')}</dt>
                    <dd data-testid="cart-subtotal">{selection.totals.itemsTotalPrice}</dd>
                  </SummaryRow>
                  {/* Centra's sign: a discount is at most 0 and already reads "-12,90 €". */}
                  {selection.totals.totalDiscountPriceAsNumber < 0 && (
                    <SummaryRow>
                      <dt>{t('discount')}</dt>
                      <dd data-testid="cart-discount">{selection.totals.totalDiscountPrice}</dd>
                    </SummaryRow>
                  )}
                  <SummaryRow>
                    <dt>{t('shipping')}</dt>
                    <dd data-testid="cart-shipping">
                      {selection.totals.shippingPriceAsNumber > 0 ? selection.totals.shippingPrice : t('shipping_free')}
                    </dd>
                  </SummaryRow>
                  <TotalRow>
                    <dt>{t('total')}</dt>
                    <dd data-testid="cart-total">{selection.totals.grandTotalPrice}</dd>
                  </TotalRow>
                </Summary>
                {payLater && (
                  <Note data-pay-later>
                    {t('pay_later')}: {selection.totals.grandTotalPrice}
                  </Note>
                )}
              </>
            )}
            <Note>
              <Link variant="inline" href={routes.customerCare(locale, 'faq')}>
                {t('cart_help')}
              </Link>
            </Note>
            <Button variant="solid-primary" href={routes.checkout(locale)} isDisabled={empty}>
              {t('checkout')}
            </Button>
          </Footer>
        }
      >
        {empty ? (
          <Empty>{t('empty_cart')}</Empty>
        ) : (
          <Lines aria-label={t('cart_title')}>
            {lines.map((line) => (
              <CartLine
                key={line.line}
                line={line}
                onQuantity={(n) => void actions.setQuantity(line, n)}
                onRemove={() => void actions.setQuantity(line, 0)}
              />
            ))}
          </Lines>
        )}
      </Drawer>
      <Dialog
        isOpen={noticeOpen}
        onOpenChange={(open) => !open && setLayout({ cartUpdatedNotice: false })}
        title={t('cart_updated_title')}
        actions={(close) => (
          <Button variant="solid-primary" onPress={close}>
            {t('proceed')}
          </Button>
        )}
      >
        {t('cart_updated_text')}
      </Dialog>
    </>
  );
}
