import { SafeImage } from '../media/SafeImage';
import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import type { Order } from '../../lib/api';
import type { LabelKey } from '../../core/content/fallbacks';
import { useLabels } from '../../core/labels/useLabel';
import { useIntlLocale } from '../../core/store/useIntlLocale';
import { Muted } from './forms';

export const ORDER_STATUS_LABEL: Record<Order['status'], LabelKey> = {
  confirmed: 'order_status_confirmed',
  shipped: 'order_status_shipped',
  delivered: 'order_status_delivered',
  cancelled: 'order_status_cancelled',
  withdrawn: 'order_status_withdrawn',
};

const Badge = styled.span<{ $tone: Order['status'] }>`
  display: inline-block;
  padding: 2px ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  border: 2px solid ${vars.color.black};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  background: ${({ $tone }) =>
    $tone === 'delivered'
      ? vars.color.grey100
      : $tone === 'cancelled' || $tone === 'withdrawn'
        ? vars.color.grey200
        : vars.color.white};
`;

/** An order's status in words. */
export function OrderStatus({ status }: { status: Order['status'] }) {
  const t = useLabels();
  return <Badge $tone={status}>{t(ORDER_STATUS_LABEL[status] ?? 'order_status_confirmed')}</Badge>;
}

/** A date in the shop's locale (`12 novembre 2026`). */
export function useFormatDate() {
  const locale = useIntlLocale();
  return (iso: string) => {
    try {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
    } catch {
      return iso.slice(0, 10);
    }
  };
}

/** A date and time in the shop's locale (`12 novembre 2026, 10:42`): when a withdrawal was received. */
export function useFormatDateTime() {
  const locale = useIntlLocale();
  return (iso: string) => {
    try {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
    } catch {
      return iso.slice(0, 16).replace('T', ' ');
    }
  };
}

export const LineList = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LineItem = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  gap: ${vars.space.sm};
  align-items: center;

  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${vars.radius.md};
    background: ${vars.color.grey100};
  }
`;

export const Card = styled.article`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 2px solid ${vars.color.black};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.white};
`;

export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  align-items: baseline;
  justify-content: space-between;

  h2,
  h3 {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
`;

/** What an order line shows, whichever call brought the order (the account, a guest's lookup). */
export interface ShownOrderLine {
  line: string;
  name: string;
  size: string;
  quantity: number;
  totalPrice: string;
  image?: string | null;
  returnedQuantity?: number;
}

/**
 * An order's lines, one way everywhere: the picture, the name (its product page's link where given), size,
 * quantity and what was already returned, and the line's price.
 */
export function OrderLines<Line extends ShownOrderLine>({
  lines,
  nameOf = (line) => line.name,
  ...list
}: {
  lines: readonly Line[];
  nameOf?: (line: Line) => ReactNode;
} & HTMLAttributes<HTMLUListElement>) {
  const t = useLabels();
  return (
    <LineList {...list}>
      {lines.map((line) => (
        <LineItem key={line.line}>
          {line.image ? <SafeImage src={line.image} alt="" width={64} height={64} sizes="64px" /> : <span />}
          <span>
            {nameOf(line)}
            <br />
            <Muted as="span">
              {t('size')} {line.size} · {t('quantity')} {line.quantity}
              {line.returnedQuantity ? ` · ${t('order_returned', { n: line.returnedQuantity })}` : ''}
            </Muted>
          </span>
          <span>{line.totalPrice}</span>
        </LineItem>
      ))}
    </LineList>
  );
}
