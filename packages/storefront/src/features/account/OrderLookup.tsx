import Image from 'next/image';
import { useState, type FormEvent } from 'react';
import { Button, isValidEmail, TextField } from '@passo/design-system';
import { api, type LookedUpOrder } from '../../lib/api';
import { useLabels } from '../content/useLabel';
import {
  AuthForm,
  ErrorSummary,
  fieldId,
  Muted,
  SectionTitle,
  serverErrors,
  Stack,
  useFormErrors,
  type FieldErrors,
} from './forms';
import { Card, CardHead, LineItem, LineList, OrderStatus, useFormatDate } from './orderParts';

const LOOKUP_FIELDS = { order: fieldId('lookup', 'order'), email: fieldId('lookup', 'email') };

/**
 * "Track an order" for guests: the order number and the email it was placed
 * with show its status and lines. A wrong number and a wrong email get the
 * same answer; the back-end limits how often one address may ask.
 */
export function OrderLookup() {
  const t = useLabels();
  const formatDate = useFormatDate();
  const [order, setOrder] = useState('');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [found, setFound] = useState<LookedUpOrder | null>(null);
  const form = useFormErrors();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors: FieldErrors = {};
    if (!order.trim()) errors.order = t('enter_order_number');
    if (!email.trim()) errors.email = t('enter_email');
    else if (!isValidEmail(email.trim())) errors.email = t('field_email_invalid');
    setFound(null);
    if (Object.keys(errors).length) return form.fail(errors);
    setPending(true);
    try {
      setFound((await api.lookupOrder(order.trim(), email.trim())).order);
      form.clear();
    } catch (error) {
      form.fail(serverErrors(error, t, { order: 'lookup_not_found' }));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby="lookup-title">
      <SectionTitle id="lookup-title">{t('lookup_title')}</SectionTitle>
      <Muted>{t('lookup_intro')}</Muted>
      <AuthForm
        onSubmit={onSubmit}
        validationErrors={form.errors}
        onInput={form.onInput}
        validationBehavior="aria"
        aria-labelledby="lookup-title"
      >
        <ErrorSummary errors={form.errors} attempt={form.attempt} fields={LOOKUP_FIELDS} fallbackField="order" />
        <TextField
          id={LOOKUP_FIELDS.order}
          label={t('lookup_order_number')}
          description={t('lookup_order_number_hint')}
          name="order"
          autoComplete="off"
          isRequired
          value={order}
          onChange={setOrder}
        />
        <TextField
          id={LOOKUP_FIELDS.email}
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <div>
          <Button type="submit" variant="ghost" isPending={pending}>
            {t('lookup_submit')}
          </Button>
        </div>
      </AuthForm>
      <div aria-live="polite">
        {found && (
          <Card aria-labelledby="lookup-result">
            <CardHead>
              <h3 id="lookup-result">{`${t('order_number')} ${found.order}`}</h3>
              <OrderStatus status={found.status} />
            </CardHead>
            <Muted>{t('order_placed_on', { date: formatDate(found.date) })}</Muted>
            <LineList>
              {found.lines.map((line) => (
                <LineItem key={line.line}>
                  {line.image ? <Image src={line.image} alt="" width={64} height={64} sizes="64px" /> : <span />}
                  <span>
                    {line.name} · {t('size')} {line.size} · {t('quantity')} {line.quantity}
                  </span>
                  <span>{line.totalPrice}</span>
                </LineItem>
              ))}
            </LineList>
            <strong>
              {t('total')}: {found.totals.grandTotalPrice}
            </strong>
          </Card>
        )}
      </div>
    </Stack>
  );
}
