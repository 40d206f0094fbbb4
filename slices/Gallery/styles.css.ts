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

/** A row that scrolls sideways with snap points: swipe on touch, scroll or Tab with a keyboard. */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(75%, 360px)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  padding: `0 0 ${vars.space.sm}`,
  margin: 0,
  listStyle: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const item = style({ scrollSnapAlign: 'start', margin: 0 });

export const frame = style({ aspectRatio: '3 / 4', borderRadius: vars.radius.md, overflow: 'hidden' });

export const caption = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
