import { style } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
