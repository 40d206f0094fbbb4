import { Button, Checkbox, Link } from '@passo/design-system';
import { routes } from '../../../lib/routes';
import { Muted, Section } from '../checkoutLayout';
import { fieldId, TERMS_FIELD } from '../checkoutForm';
import type { CheckoutWithDraft } from '../useCheckout';
import { PaymentForm } from './PaymentForm';

/**
 * The terms to accept and the button that places the order, with the total to pay on it; the payment method's
 * own form shows below it when the method answers with one.
 */
export function TermsSection({ checkout }: { checkout: CheckoutWithDraft }) {
  const { t, locale, draft, selection, messages, pending, needsPayment, formHtml } = checkout;
  return (
    <Section aria-label={t('checkout_place_order')}>
      <Checkbox
        id={fieldId(TERMS_FIELD)}
        isSelected={draft.terms}
        onChange={(terms) => {
          checkout.edited(TERMS_FIELD, { terms });
          checkout.touch(TERMS_FIELD);
        }}
        isRequired
        isInvalid={Boolean(messages[TERMS_FIELD])}
        errorMessage={messages[TERMS_FIELD]}
        isDisabled={pending}
      >
        {t('checkout_terms')} (
        <Link variant="inline" href={routes.legal(locale, 'terms-and-conditions')} target="_blank">
          {t('read_more')}
        </Link>
        )
      </Checkbox>
      <Button
        variant="solid-primary"
        size="normal"
        isPending={pending}
        onPress={() => void checkout.submit()}
        data-testid="place-order"
      >
        {needsPayment ? `${t('checkout_pay')} · ${selection.totals.grandTotalPrice}` : t('checkout_place_order')}
      </Button>
      {pending && <Muted role="status">{t('checkout_pending')}</Muted>}
      {formHtml && <PaymentForm html={formHtml} />}
    </Section>
  );
}
