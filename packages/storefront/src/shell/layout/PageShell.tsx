import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';

/** Page-level layout: a centred, padded column on the theme's surface. */
export const PageShell = styled.div`
  min-height: 100vh;
  display: grid;
  align-content: center;
  justify-items: start;
  gap: ${vars.space.lg};
  padding: ${vars.space.xl} ${vars.space.md};
  max-width: 1440px;
  margin: 0 auto;
  background: ${vars.color.cream};

  @media ${media.md} {
    padding: ${vars.space['3xl']} ${vars.space['2xl']};
  }
`;

export const Headline = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-weight: ${vars.fontWeight.black};
  font-size: ${vars.fontSize['3xl']};
  color: ${vars.color.black};

  @media ${media.lg} {
    font-size: ${vars.fontSize['4xl']};
  }
`;

export const Lede = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.textMuted};
`;
