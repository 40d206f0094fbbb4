import { useState } from 'react';
import { Button, ErrorSummary, Link } from '@passo/design-system';
import { ApiError, type Order, type RegisterAddress } from '../../lib/api';
import { routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { AuthForm, fieldId, Muted, Notice, Stack } from './forms';
import { SectionTitle } from '../ui/layout';
import { NewPasswordField, useNewPassword } from './NewPasswordField';
import { useAccountActions } from './useAccountActions';
import { useAccountForm } from './useAccountForm';
import { useCustomer } from './useCustomer';
import { problems } from '../forms/errorSummary';

const FIELDS = { password: fieldId('order-account', 'password') };

/** The order's shipping address as the account's first address, when it is complete. */
export function orderAddress(order: Pick<Order, 'shippingAddress'>): RegisterAddress | undefined {
  const a = order.shippingAddress;
  if (!a.firstName || !a.lastName || !a.address1 || !a.zipCode || !a.city || !a.country) return undefined;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    ...(a.address2 ? { address2: a.address2 } : {}),
    zipCode: a.zipCode,
    city: a.city,
    country: a.country,
    ...(a.phone ? { phone: a.phone } : {}),
  };
}

/**
 * "Create an account with these details" on the thank-you, for guests only: a password (the sign-up rule) is
 * all it asks; the email, name and address come from the order, and the order joins the new account. An email
 * that already has an account gets a sign-in link. Success signs in.
 */
export function AccountFromOrder({ order }: { order: Order }) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const language = useAppState((s) => s.currentLangCode);
  const { customer } = useCustomer();
  const { signUp } = useAccountActions();
  const [created, setCreated] = useState(false);
  const [exists, setExists] = useState(false);
  const names = order.address.firstName ? order.address : order.shippingAddress;
  const firstName = names.firstName ?? '';
  const lastName = names.lastName ?? '';
  const password = useNewPassword([firstName, lastName, order.email]);
  const form = useAccountForm({
    fields: FIELDS,
    fallbackField: 'password',
    onStart: () => setExists(false),
    validate: async () => problems({ password: await password.problem() }),
    submit: async () => {
      await signUp({
        email: order.email,
        password: password.value,
        firstName,
        lastName,
        newsletter: false,
        language,
        address: orderAddress(order),
      });
      setCreated(true);
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return undefined;
      setExists(true);
      return { password: t('thankyou_account_exists') };
    },
    onSettled: password.clear,
  });

  if (created) {
    return (
      <Stack as="section" aria-labelledby="order-account-title" data-testid="order-account">
        <SectionTitle id="order-account-title">{t('thankyou_account_title')}</SectionTitle>
        <Notice role="status">{t('thankyou_account_created')}</Notice>
        <div>
          <Button href={routes.account(locale, 'orders')} variant="ghost">
            {t('account_orders')}
          </Button>
        </div>
      </Stack>
    );
  }
  // Offered to guests only: a signed-in shopper (or one not yet known) sees nothing.
  if (customer !== null) return null;

  return (
    <Stack as="section" aria-labelledby="order-account-title" data-testid="order-account">
      <SectionTitle id="order-account-title">{t('thankyou_account_title')}</SectionTitle>
      <Muted>{t('thankyou_account_text')}</Muted>
      <AuthForm {...form.formProps} aria-labelledby="order-account-title">
        <ErrorSummary {...form.summary} headingLevel={3} />
        {exists && (
          <Notice>
            {t('thankyou_account_exists')}{' '}
            <Link href={routes.signIn(locale, routes.account(locale, 'orders'))}>{t('sign_in')}</Link>
          </Notice>
        )}
        <NewPasswordField id={FIELDS.password} name="password" label={t('password')} password={password} />
        <div>
          <Button type="submit" isPending={form.pending}>
            {t('thankyou_account_submit')}
          </Button>
        </div>
      </AuthForm>
    </Stack>
  );
}
