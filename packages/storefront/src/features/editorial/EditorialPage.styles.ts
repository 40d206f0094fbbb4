import styled from 'styled-components';
import { media, vars } from '@passo/design-system/css';

export const Header = styled.header`
  display: grid;
  gap: ${vars.space.md};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${vars.space['2xl']} ${vars.space.md} ${vars.space.lg};

  @media ${media.md} {
    padding: ${vars.space['3xl']} ${vars.space['2xl']} ${vars.space.xl};
  }
`;

export const Intro = styled.div`
  max-width: 60ch;
  font-size: ${vars.fontSize.lg};
  color: ${vars.color.textMuted};

  p {
    margin: 0;
  }
`;

/** A band of page content at the column width (lists, filters, forms). */
export const Section = styled.section`
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 ${vars.space.md} ${vars.space['2xl']};

  @media ${media.md} {
    padding: 0 ${vars.space['2xl']} ${vars.space['3xl']};
  }
`;

export const Narrow = styled(Section)`
  max-width: 784px;
`;
