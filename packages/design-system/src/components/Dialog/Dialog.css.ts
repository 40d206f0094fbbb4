import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const content = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });
export const message = style({ fontSize: vars.fontSize.md });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});
