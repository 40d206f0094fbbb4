import { useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Drawer, Link } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import { useAppState, useSetLayout } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { routes } from '../../lib/routes';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { useCartActions } from './useCartActions';
import { useSelection } from './useSelection';
import { VoucherForm } from './VoucherForm';
import { DROPPED_LINES_STORAGE_KEY } from '../market/countryChange';
import { marketRegion } from '../../lib/locale/locale';
import { CartNote } from './CartNote';

/** The FAQ chapter the regional help lands on: what a shopper asks before paying is when and how it arrives. */
const REGIONAL_HELP_CHAPTER = 'shipments';

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

/** The lines the last country change dropped (read once, then forgotten). */
function takeDroppedLines(): string[] {
  try {
    const stored = sessionStorage.getItem(DROPPED_LINES_STORAGE_KEY);
    sessionStorage.removeItem(DROPPED_LINES_STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The cart panel: lines, total, discount code, pay-later, regional help, checkout. `whenEmpty` is shown
 * under the empty cart's text (the page frame gives the recently viewed products).
 */
export function CartPanel({ whenEmpty }: { whenEmpty?: ReactNode }) {
  const t = useLabels();
  const setLayout = useSetLayout();
  const isOpen = useAppState((s) => s.layout.openPanel === 'cart');
  const successUntil = useAppState((s) => s.layout.cartSuccessUntil);
  const noticeOpen = useAppState((s) => s.layout.cartUpdatedNotice);
  const locale = useAppState((s) => s.locale);
  // The help under the total speaks of the shopper's region: Italy, the rest of Europe, or the world.
  const region = useAppState((s) => marketRegion(s.country));
  const { data } = useSelection();
  const actions = useCartActions();
  const success = useUntil(successUntil);
  const offline = useAppState((s) => s.offline);
  const unavailable = useAppState((s) => s.layout.cartUnavailable);
  const [dropped] = useState(takeDroppedLines);

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
            <CartNote>
              <Link variant="inline" href={routes.faqChapter(locale, REGIONAL_HELP_CHAPTER)} data-region={region}>
                {t(`cart_help_${region}`)}
              </Link>
            </CartNote>
            <Button variant="solid-primary" href={routes.checkout(locale)} isDisabled={empty}>
              {t('checkout')}
            </Button>
          </Footer>
        }
      >
        {offline && (
          <CartNote role="status" data-testid="cart-offline">
            {t('offline_cart')}
          </CartNote>
        )}
        {unavailable && !offline && (
          <CartNote role="alert" data-testid="cart-unavailable">
            {t('cart_unavailable')}
          </CartNote>
        )}
        {dropped.length > 0 && (
          <CartNote role="status" data-testid="cart-dropped">
            {t('cart_lines_dropped', { names: dropped.join(', ') })}
          </CartNote>
        )}
        {empty ? (
          <>
            <Empty>{t('empty_cart')}</Empty>
            {whenEmpty}
          </>
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
