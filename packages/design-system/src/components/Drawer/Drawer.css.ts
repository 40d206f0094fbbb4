import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
});
export const titles = style({ display: 'grid', gap: vars.space['2xs'], paddingTop: vars.space.xs });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm });
export const body = style({ flex: 1, overflow: 'auto', padding: `0 ${vars.space.lg} ${vars.space.lg}` });
export const footer = style({
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.black}`,
});
