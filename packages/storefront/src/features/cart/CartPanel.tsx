import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Drawer, Link } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useAppState, useSetLayout } from '../app/hooks';
import { useLabels } from '../content/useLabel';
import { routes } from '../../lib/routes';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { useCartActions } from './useCartActions';
import { useSelection } from './useSelection';
import { VoucherForm } from './VoucherForm';

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
  const { data } = useSelection();
  const actions = useCartActions();
  const success = useUntil(successUntil);

  const selection = data?.selection;
  const lines = [...(selection?.items ?? [])].reverse();
  const count = selection?.totals.totalQuantity ?? 0;
  const empty = lines.length === 0;
  const countText = `${count} ${count === 1 ? t('cart_item_singular') : t('cart_item_plural')}`;

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
                <CartSummary selection={selection} />
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
