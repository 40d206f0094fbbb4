import styled, { css } from 'styled-components';
import { media, vars } from '@passo/design-system/css';

/**
 * The shop's page layout primitives, styled once: every page's title, a section's title and the page column.
 * Features use them as they are (extending one only for its place in a grid); a look missing here is added here.
 */

/**
 * A page's title (its one h1): the display face in black. `$size="page"` (default) for shop pages (a listing,
 * a product, the account, the checkout); `"display"` for editorial and error pages, one step larger.
 */
export const PageTitle = styled.h1<{ $size?: 'page' | 'display' }>`
  margin: 0;
  font-family: ${vars.font.display};
  font-weight: ${vars.fontWeight.black};
  line-height: ${vars.lineHeight.tight};
  ${({ $size = 'page' }) =>
    $size === 'display'
      ? css`
          font-size: ${vars.fontSize['3xl']};

          @media ${media.lg} {
            font-size: ${vars.fontSize['4xl']};
          }
        `
      : css`
          font-size: ${vars.fontSize['2xl']};

          @media ${media.lg} {
            font-size: ${vars.fontSize['3xl']};
          }
        `}
`;

/** The title of a section inside a page (an h2): the display face, one size for every section. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize.xl};
`;

/**
 * The page column: a centred grid of the page's parts, padded from the screen's edges, at most `$maxWidth`
 * pixels wide (1120 by default: forms and the account; listings take the full 1920).
 */
export const PageColumn = styled.section<{ $maxWidth?: number }>`
  display: grid;
  gap: ${vars.space.lg};
  max-width: ${({ $maxWidth = 1120 }) => `${$maxWidth}px`};
  margin: 0 auto;
  padding: ${vars.space.xl} ${vars.space.md} ${vars.space['3xl']};

  @media ${media.lg} {
    padding-inline: ${vars.space.xl};
  }
`;

/** A full-width band of a page (a rail, a line's showcase): its parts in a grid, padded from the edges. */
export const Band = styled.section`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.xl} ${vars.space.md};

  @media ${media.lg} {
    padding: ${vars.space['2xl']} ${vars.space.xl};
  }
`;

/** A titled part of a page whose parts stack one under the other with a gap (a footer block, a group of facts). */
export const Stack = styled.section<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' }>`
  display: grid;
  gap: ${({ $gap = 'sm' }) => vars.space[$gap]};
`;
