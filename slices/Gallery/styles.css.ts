import { style } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, 1fr)',
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const slide = style({ margin: 0 });

export const wide = style({ aspectRatio: '16 / 9', borderRadius: vars.radius.md, overflow: 'hidden' });

export const item = style({ scrollSnapAlign: 'start', margin: 0 });

export const frame = style({ aspectRatio: '3 / 4', borderRadius: vars.radius.md, overflow: 'hidden' });

export const caption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
