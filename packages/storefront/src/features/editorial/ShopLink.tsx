import styled from 'styled-components';
import { vars } from '@passo/design-system/css';

/**
 * A call to action that navigates, in the shape of the design system's solid button. A plain anchor:
 * EditorialPage, which it renders in, turns a click on it into a client-side navigation, as it does for
 * links in content; next/link would add about 2 kB gzip to the page for the same move.
 */
export const ShopLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${vars.space.lg};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.black};
  color: ${vars.color.white};
  font-weight: ${vars.fontWeight.bold};
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 3px;
  }
`;
