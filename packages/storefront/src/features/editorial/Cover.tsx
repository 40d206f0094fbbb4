import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';

const Frame = styled.figure`
  max-width: 1280px;
  margin: 0 auto ${vars.space.xl};
  padding: 0 ${vars.space.md};

  @media ${media.md} {
    padding: 0 ${vars.space['2xl']};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${vars.radius.lg};
  }
`;

/** A page's cover image at the column width. */
export function Cover({ url, alt, width, height }: { url: string; alt: string; width: number; height: number }) {
  return (
    <Frame>
      {/* Content images come from the content service's CDN at their own sizes. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={url} alt={alt} width={width} height={height} />
    </Frame>
  );
}
