import { useState } from 'react';
import { flushSync } from 'react-dom';
import { focusField } from '@passo/design-system';
import { checkoutMessages, fieldId, sectionFields, type CheckoutSection } from './checkoutForm';
import type { Checkout } from './useCheckout';

/** The heading id of each folding section (the section is the heading's `<section>`). */
export const SECTION_HEADINGS: Record<CheckoutSection, string> = {
  contact: 'checkout-contact',
  shipping: 'checkout-shipping',
  billing: 'checkout-billing',
  shippingMethod: 'checkout-shipping-method',
  paymentMethod: 'checkout-payment-method',
};
const sectionElement = (section: CheckoutSection) =>
  document.getElementById(SECTION_HEADINGS[section])?.closest('section') ?? null;

/**
 * Sections that fold to one line once complete. A section folds only while none of its fields has a problem
 * (shown or not yet shown): "Continue" on a complete section folds it and puts focus on its "change"; on one
 * with problems it shows them and puts focus on the first. "Change" reopens it, focus on its chosen radio or
 * its first control.
 */
export function useSectionFolding({ draft, ctx, backEndErrors, touchAll }: Checkout) {
  /** Sections the shopper folded; one with a problem shows open whatever this says. */
  const [folded, setFolded] = useState<ReadonlySet<CheckoutSection>>(new Set());
  const everyProblem = draft ? { ...checkoutMessages(draft, ctx), ...backEndErrors } : {};
  const problemsOf = (section: CheckoutSection) =>
    draft ? sectionFields(section, draft).filter((name) => name in everyProblem) : [];

  const isFolded = (section: CheckoutSection) => folded.has(section) && problemsOf(section).length === 0;
  const complete = (section: CheckoutSection) => {
    const found = problemsOf(section);
    if (found.length > 0) {
      if (draft) touchAll(sectionFields(section, draft));
      focusField(fieldId(found[0] as string));
      return;
    }
    // Rendered at once, so focus can move to the folded section's "change" button.
    flushSync(() => setFolded((current) => new Set([...current, section])));
    sectionElement(section)?.querySelector<HTMLElement>('[data-section-summary] button')?.focus();
  };
  const reopen = (section: CheckoutSection) => {
    flushSync(() => setFolded((current) => new Set([...current].filter((s) => s !== section))));
    const element = sectionElement(section);
    const target =
      element?.querySelector<HTMLElement>('input[type=radio]:checked') ??
      element?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, button');
    target?.focus();
  };
  return { isFolded, complete, reopen };
}

export type SectionFolding = ReturnType<typeof useSectionFolding>;
