import { style } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

export const figure = style({ margin: '0 auto' });

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.black,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});

export const caption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
