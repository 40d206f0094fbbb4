import { useState } from 'react';
import useSWR from 'swr';
import { Link } from '@passo/design-system';
import { fetchers, keys } from '../../../lib/api';
import { useLabels } from '../../../core/labels/useLabel';
import { Muted, Notice, Stack } from '../forms';
import { SectionTitle } from '../../ui/layout';
import { Card, CardHead, LineList, useFormatDate } from '../orderParts';
import type { ReturnsPortal } from '../server';
import { ReturnForm } from './ReturnForm';

/** The returns made, the self-service return form, and the external returns portal. */
export function ReturnsTab({ portal }: { portal: ReturnsPortal | null }) {
  const t = useLabels();
  const formatDate = useFormatDate();
  const returns = useSWR(keys.returns(), fetchers.returns, { revalidateOnFocus: false });
  const orders = useSWR(keys.orders(), fetchers.orders, { revalidateOnFocus: false });
  const [made, setMade] = useState('');
  const lineOf = (order: string, line: string) =>
    orders.data?.orders.find((o) => o.order === order)?.lines.find((l) => l.line === line);
  const list = returns.data?.returns ?? [];

  return (
    <Stack>
      <div role="status">{made && <Notice>{t('return_done', { number: made })}</Notice>}</div>
      <Stack as="section" aria-labelledby="returns-title">
        <SectionTitle id="returns-title">{t('account_returns')}</SectionTitle>
        {returns.isLoading && <Muted>{t('loading')}</Muted>}
        {!returns.isLoading && list.length === 0 && <Muted>{t('account_no_returns')}</Muted>}
        {list.map((r) => (
          <Card key={r.return} data-return={r.return} aria-label={t('return_number', { number: r.return })}>
            <CardHead>
              <h3>{t('return_number', { number: r.return })}</h3>
              <strong>{t('return_status_requested')}</strong>
            </CardHead>
            <Muted>
              {t('return_for_order', { order: r.order })} · {formatDate(r.date)}
            </Muted>
            <LineList>
              {r.lines.map((l) => {
                const bought = lineOf(r.order, l.line);
                return (
                  <li key={l.line}>
                    {bought ? `${bought.name} · ${t('size')} ${bought.size}` : l.item} × {l.quantity} —{' '}
                    {l.resolution === 'exchange'
                      ? t('return_exchange_to', { size: l.exchangeSize ?? l.exchangeItem ?? '' })
                      : t('return_refund')}
                  </li>
                );
              })}
            </LineList>
          </Card>
        ))}
      </Stack>
      {orders.data && (
        <Card>
          <ReturnForm orders={orders.data.orders} onDone={setMade} />
        </Card>
      )}
      {portal && (
        <Muted>
          {t('returns_portal_text')}{' '}
          <Link href={portal.url} target="_blank" rel="noopener noreferrer">
            {portal.label || t('returns_portal')}
          </Link>
        </Muted>
      )}
    </Stack>
  );
}
