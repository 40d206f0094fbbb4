import { style } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

/** Teaser cards shared by the line showcase, the campaign grid and the blog list. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({ position: 'relative', display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const frame = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.grey100,
});

export const tall = style({ aspectRatio: '4 / 5' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
});

/** The card's link covers the whole card, so one tab stop and one accessible name per card. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 4,
      borderRadius: vars.radius.md,
    },
  },
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const text = style({ margin: 0 });
