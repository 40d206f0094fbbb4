import styled from 'styled-components';
import { vars } from '@passo/design-system/css';

/** Long-form text (legal pages, article bodies) in a readable column. */
export const Prose = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 0 ${vars.space.md} ${vars.space['2xl']};
  line-height: ${vars.lineHeight.normal};

  h2,
  h3 {
    font-family: ${vars.font.display};
    font-weight: ${vars.fontWeight.black};
    line-height: ${vars.lineHeight.snug};
    margin: ${vars.space.xl} 0 ${vars.space.sm};
  }
  h2 {
    font-size: ${vars.fontSize['2xl']};
  }
  p,
  ul,
  ol {
    margin: 0 0 ${vars.space.md};
  }
  a {
    color: ${vars.color.violetDark};
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const Byline = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
