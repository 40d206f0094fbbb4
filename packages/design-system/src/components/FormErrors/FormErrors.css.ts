import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const bar = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.error,
  color: vars.color.white,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const content = style({ display: 'grid', gap: vars.space['2xs'] });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const list = style({ margin: 0, paddingLeft: vars.space.md });
