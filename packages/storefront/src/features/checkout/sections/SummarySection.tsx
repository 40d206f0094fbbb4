import { CartLine } from '../../cart/CartLine';
import { CartSummary } from '../../cart/CartSummary';
import { useCartActions } from '../../cart/useCartActions';
import { useLabels } from '../../../core/labels/useLabel';
import type { SelectionResponse } from '../../../lib/api';
import { Lines, Section } from '../checkoutLayout';
import { SectionTitle } from '../../ui/layout';

/** The order summary: the cart's lines (their quantity still changeable) and its totals. */
export function SummarySection({ selection }: { selection: SelectionResponse['selection'] }) {
  const t = useLabels();
  const actions = useCartActions();
  return (
    <Section aria-labelledby="checkout-summary">
      <SectionTitle id="checkout-summary">{t('checkout_summary')}</SectionTitle>
      <Lines aria-label={t('checkout_summary')}>
        {selection.items.map((line) => (
          <CartLine
            key={line.line}
            line={line}
            onQuantity={(n) => void actions.setQuantity(line, n)}
            onRemove={() => void actions.setQuantity(line, 0)}
          />
        ))}
      </Lines>
      <CartSummary selection={selection} />
    </Section>
  );
}
