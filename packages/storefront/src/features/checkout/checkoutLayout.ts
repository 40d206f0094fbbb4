/** The checkout's and its steps' page layout: the two columns, the sections, notices and quiet text. */
import styled from 'styled-components';
import { vars } from '@passo/design-system/css';
import { PageTitle } from '../ui/layout';

/** The form on the left, the discount, summary and place-order on the right from 1024 px; one column below. */
export const Page = styled.div`
  display: grid;
  gap: ${vars.space.xl};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md} ${vars.space['3xl']};

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 420px;
    align-items: start;
    padding-inline: ${vars.space.xl};
  }
`;

/** A payment step or the thank-you: one narrower column. */
export const StepPage = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  max-width: 960px;
  margin: 0 auto;
  padding: ${vars.space.lg} ${vars.space.md} ${vars.space['3xl']};
`;

/** The page's title spans both columns. */
export const Title = styled(PageTitle)`
  @media (min-width: 1024px) {
    grid-column: 1 / -1;
  }
`;

export const Main = styled.div`
  display: grid;
  gap: ${vars.space.xl};
`;

/** The right column stays in view while the form scrolls. */
export const Aside = styled.div`
  display: grid;
  gap: ${vars.space.lg};

  @media (min-width: 1024px) {
    position: sticky;
    top: ${vars.space.lg};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${vars.space.md};
  padding-bottom: ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.grey200};
`;

export const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Notice = styled.div`
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.grey100};
  border-left: 4px solid ${vars.color.black};

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${vars.space.lg};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
