import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';
import { ResponsiveImage } from './slices';

const Frame = styled.figure`
  max-width: 1280px;
  margin: 0 auto ${vars.space.xl};
  padding: 0 ${vars.space.md};

  @media ${media.md} {
    padding: 0 ${vars.space['2xl']};
  }

  img,
  [data-failed] {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${vars.radius.lg};
  }
`;

/** The column's width: the frame's 1280 px at most, else the viewport's (its padding is left in, a margin). */
const COVER_SIZES = '(min-width: 1280px) 1280px, 100vw';

/**
 * A page's cover image at the column width. It opens an article or a mood, so it is the page's largest
 * paint: loaded eagerly at high priority, in the spec's widths (the content service resizes it). One that
 * fails to load leaves a quiet box of its shape (ResponsiveImage logs it).
 */
export function Cover({ url, alt, width, height }: { url: string; alt: string; width: number; height: number }) {
  return (
    <Frame>
      <ResponsiveImage url={url} alt={alt} width={width} height={height} sizes={COVER_SIZES} priority className="" />
    </Frame>
  );
}
