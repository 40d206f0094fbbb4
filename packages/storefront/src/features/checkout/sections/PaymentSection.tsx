import { RadioGroup } from '@passo/design-system';
import { Muted, Section } from '../checkoutLayout';
import { SectionTitle } from '../../ui/layout';
import { fieldId, PAYMENT_FIELD } from '../checkoutForm';
import type { CheckoutWithDraft } from '../useCheckout';
import { SECTION_HEADINGS, type SectionFolding } from '../useSectionFolding';
import { FoldingSection } from './FoldingSection';

/** The payment method; an order that costs nothing asks for none and says so. */
export function PaymentSection({ checkout, folding }: { checkout: CheckoutWithDraft; folding: SectionFolding }) {
  const { t, response, draft, messages, pending, needsPayment } = checkout;
  const title = t('checkout_payment_method');
  if (!needsPayment) {
    return (
      <Section aria-labelledby={SECTION_HEADINGS.paymentMethod}>
        <SectionTitle id={SECTION_HEADINGS.paymentMethod}>{title}</SectionTitle>
        <Muted data-testid="nothing-to-pay">{t('checkout_nothing_to_pay')}</Muted>
      </Section>
    );
  }
  const options = response.paymentMethods.map((m) => ({ value: m.paymentMethod, label: m.name }));
  return (
    <FoldingSection
      section="paymentMethod"
      title={title}
      summary={options.find((o) => o.value === draft.paymentMethod)?.label ?? ''}
      checkout={checkout}
      folding={folding}
    >
      <RadioGroup
        id={fieldId(PAYMENT_FIELD)}
        label={title}
        options={options}
        value={draft.paymentMethod || null}
        onChange={(paymentMethod) => checkout.edited(PAYMENT_FIELD, { paymentMethod })}
        isRequired
        isInvalid={Boolean(messages[PAYMENT_FIELD])}
        errorMessage={messages[PAYMENT_FIELD]}
        isDisabled={pending}
      />
    </FoldingSection>
  );
}
