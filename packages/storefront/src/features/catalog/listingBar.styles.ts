import styled from 'styled-components';
import { vars } from '@passo/design-system/css';

/** A listing's heading row: its title and count on one side, its controls on the other. */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${vars.space.md};
`;

/** How many products a listing has, under its title. */
export const Count = styled.p`
  margin: ${vars.space['2xs']} 0 0;
  color: ${vars.color.textMuted};
`;
