import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, SectionSummary } from '@passo/design-system';
import { Section } from '../checkoutLayout';
import { SectionTitle } from '../../ui/layout';
import type { CheckoutSection } from '../checkoutForm';
import type { Checkout } from '../useCheckout';
import { SECTION_HEADINGS, type SectionFolding } from '../useSectionFolding';

const SectionActions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

interface FoldingSectionProps {
  section: CheckoutSection;
  title: string;
  /** The one line shown while folded ("Ada Rossi, Via Tortona 12, …"). */
  summary: string;
  checkout: Checkout;
  folding: SectionFolding;
  children: ReactNode;
}

/** A checkout section under its heading: its fields with "Continue" while open, its one-line summary with "Change" while folded. */
export function FoldingSection(props: FoldingSectionProps) {
  const { section, title, summary, checkout, folding, children } = props;
  const { t, pending } = checkout;
  const continueLabel = t('checkout_section_continue');
  const heading = SECTION_HEADINGS[section];
  return (
    <Section aria-labelledby={heading}>
      <SectionTitle id={heading}>{title}</SectionTitle>
      {folding.isFolded(section) ? (
        <SectionSummary
          sectionName={title}
          changeLabel={t('checkout_section_change')}
          onChange={() => folding.reopen(section)}
        >
          {summary}
        </SectionSummary>
      ) : (
        <>
          {children}
          <SectionActions>
            <Button
              variant="underline-primary"
              size="small"
              onPress={() => folding.complete(section)}
              isDisabled={pending}
              aria-label={`${continueLabel}: ${title}`}
              data-section-continue={section}
            >
              {continueLabel}
            </Button>
          </SectionActions>
        </>
      )}
    </Section>
  );
}
