import styled from 'styled-components';
import { vars } from '@passo/design-system/css';

/** An unstyled vertical list of links, shared by the footer's and the menus' link columns. */
export const LinkList = styled.ul`
  display: grid;
  gap: ${vars.space['2xs']};
  margin: 0;
  padding: 0;
  list-style: none;
`;
