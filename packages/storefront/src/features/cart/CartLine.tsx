import { SafeImage } from '../media/SafeImage';
import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, Link, Price, QuantitySelect } from '@passo/design-system';
import { vars } from '@passo/design-system/css';
import type { SelectionLine } from '../../lib/api';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { routes } from '../../lib/routes';
import { quantityLimit } from './stock';
import { useIntlLocale } from '../../core/store/useIntlLocale';

/** How long the removed card takes to slide out before the line goes. */
export const LINE_SLIDE_OUT_MS = 300;

const slideOut = keyframes`
  to { transform: translateX(110%); opacity: 0; }
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${vars.space.md};
  padding: ${vars.space.md} 0;
  border-bottom: 1px solid ${vars.color.grey200};

  &[data-leaving] {
    animation: ${slideOut} ${LINE_SLIDE_OUT_MS}ms ${vars.motion.easeStandard} forwards;
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-leaving] {
      animation-duration: 1ms;
    }
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${vars.radius.md};
  overflow: hidden;
  background: ${vars.color.grey100};
`;

const Info = styled.div`
  display: grid;
  gap: ${vars.space['2xs']};
  align-content: start;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.bold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Amount = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.medium};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.sm};
`;

/** One cart line: picture, name, size (EU/US/UK), price, quantity, remove with cancel or confirm. */
export function CartLine({
  line,
  onQuantity,
  onRemove,
}: {
  line: SelectionLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useLabels();
  const locale = useAppState((s) => s.locale);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const size = line.product.tableMappings[line.size] ?? line.product.items.find((i) => i.item === line.item);
  const picture = line.product.media.standard[0];
  const limit = quantityLimit(line);
  const intl = useIntlLocale();
  const { product } = line;
  const reduced = product.priceBeforeDiscountAsNumber > product.priceAsNumber;

  const confirmRemove = () => {
    setLeaving(true);
    setTimeout(onRemove, LINE_SLIDE_OUT_MS);
  };

  return (
    <Card data-leaving={leaving || undefined} aria-label={line.product.name}>
      <Picture>{picture && <SafeImage src={picture} alt="" fill sizes="96px" />}</Picture>
      <Info>
        <Name>
          <Link variant="plain" href={routes.product(locale, line.product.uri)}>
            {line.product.name}
          </Link>
        </Name>
        <Muted>
          {t('size')}: {t('size_eu')} {size?.eu ?? line.size}
          {size?.us ? ` · ${t('size_us')} ${size.us}` : ''}
          {size?.uk ? ` · ${t('size_uk')} ${size.uk}` : ''}
        </Muted>
        {/* A reduced price shows its reduction, and the lowest price of the 30 days before it. */}
        {reduced && (
          <Price
            amount={product.priceAsNumber}
            priceBeforeDiscount={product.priceBeforeDiscountAsNumber}
            lowestPriorPrice={product.lowestPriceBeforeDiscountAsNumber}
            lowestPriorPriceLabel={t('lowest_prior_price')}
            originalPriceLabel={t('price_before')}
            currency={product.currency}
            locale={intl}
            size="small"
          />
        )}
        <Amount>{line.totalPrice}</Amount>
        {confirming ? (
          <Row role="group" aria-label={t('remove_confirm')}>
            <Muted>{t('remove_confirm')}</Muted>
            <Button variant="underline-secondary" size="small" onPress={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button variant="solid-primary" size="small" onPress={confirmRemove}>
              {t('confirm')}
            </Button>
          </Row>
        ) : (
          <Row>
            {limit !== null ? (
              <QuantitySelect
                label={t('quantity')}
                max={Math.max(limit, line.quantity)}
                value={line.quantity}
                onChange={(n) => n !== line.quantity && onQuantity(n)}
              />
            ) : (
              <Muted>
                {t('quantity')}: {line.quantity}
              </Muted>
            )}
            <Button variant="underline-primary" size="small" onPress={() => setConfirming(true)}>
              {t('remove')}
            </Button>
          </Row>
        )}
      </Info>
    </Card>
  );
}
