import { TextField } from '@passo/design-system';
import { EMAIL_FIELD, emailMessage, fieldId } from '../checkoutForm';
import type { CheckoutWithDraft } from '../useCheckout';
import type { SectionFolding } from '../useSectionFolding';
import { FoldingSection } from './FoldingSection';

/** The shopper's email: where the order confirmation goes. */
export function ContactSection({ checkout, folding }: { checkout: CheckoutWithDraft; folding: SectionFolding }) {
  const { t, draft, messages, touched, pending } = checkout;
  return (
    <FoldingSection
      section="contact"
      title={t('checkout_contact')}
      summary={draft.email.trim()}
      checkout={checkout}
      folding={folding}
    >
      <TextField
        id={fieldId(EMAIL_FIELD)}
        name={EMAIL_FIELD}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('email')}
        value={draft.email}
        onChange={(email) => checkout.edited(EMAIL_FIELD, { email })}
        onBlur={() => checkout.touch(EMAIL_FIELD)}
        isRequired
        isInvalid={Boolean(messages[EMAIL_FIELD])}
        errorMessage={messages[EMAIL_FIELD] ?? (touched.has(EMAIL_FIELD) ? emailMessage(draft.email, t) : undefined)}
        isDisabled={pending}
      />
    </FoldingSection>
  );
}
