import styled from 'styled-components';
import { vars } from '@passo/design-system/css';

/** A small muted line of the cart panel (its help, the pay-later message, an offline or stock note). */
export const CartNote = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;
