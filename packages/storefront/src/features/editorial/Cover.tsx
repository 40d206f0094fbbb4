import styled from 'styled-components';
import { useImageFallback } from '@passo/design-system';
import { media, vars } from '@passo/design-system/css';

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

/** A page's cover image at the column width; one that fails to load leaves a quiet box of its shape. */
export function Cover({ url, alt, width, height }: { url: string; alt: string; width: number; height: number }) {
  const { failed, onError } = useImageFallback(url);
  return (
    <Frame>
      {failed ? (
        // Logged by the hook; the cover's shape stays, named as the image was: no broken-image icon.
        <span
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          data-failed=""
          style={{ aspectRatio: `${width} / ${height}`, background: vars.color.grey100 }}
        />
      ) : (
        <>
          {/* Content images come from the content service's CDN at their own sizes. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={url} alt={alt} width={width} height={height} onError={onError} />
        </>
      )}
    </Frame>
  );
}
