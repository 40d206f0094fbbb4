import { useId } from 'react';
import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';
import { useStoredList } from '../../lib/useStoredList';
import { useAppState } from '../../core/store/hooks';
import { useLabels } from '../../core/labels/useLabel';
import { ProductTile } from './ProductTile';
import { Band, SectionTitle } from '../ui/layout';
import { recentlyViewed, recentToShow } from './recentlyViewed';

/** One row that scrolls sideways: two cards and a bit on phones, more on wider screens. */
const Rail = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(140px, 42%);
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0 0 ${vars.space.xs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;

  & > li {
    scroll-snap-align: start;
  }

  @media ${media.md} {
    grid-auto-columns: minmax(180px, 22%);
  }
`;

export interface RecentlyViewedProps {
  /** The product on show, left out of the list. @default undefined */
  exclude?: string;
  /** Packed for a side panel (the empty cart): always two cards across. @default false */
  isCompact?: boolean;
}

/** The products this browser viewed last (its own list, in the current pricelist), nothing when there are none. */
export function RecentlyViewed({ exclude, isCompact = false }: RecentlyViewedProps) {
  const t = useLabels();
  const titleId = useId();
  const pricelist = useAppState((s) => s.pricelistId);
  const products = recentToShow(useStoredList(recentlyViewed), pricelist, exclude);
  if (products.length === 0) return null;
  return (
    <Band aria-labelledby={titleId} data-testid="recently-viewed" style={isCompact ? { padding: 0 } : undefined}>
      <SectionTitle id={titleId}>{t('recently_viewed')}</SectionTitle>
      <Rail style={isCompact ? { gridAutoColumns: '45%' } : undefined}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} />
          </li>
        ))}
      </Rail>
    </Band>
  );
}
