import { style } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(70%, 280px)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  listStyle: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 4 } },
});

export const card = style({ scrollSnapAlign: 'start', display: 'grid', gap: vars.space.xs });

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const frame = style({
  aspectRatio: '1',
  background: vars.color.grey100,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const price = style({ display: 'flex', gap: vars.space.xs });

export const before = style({ color: vars.color.textMuted, textDecoration: 'line-through' });
