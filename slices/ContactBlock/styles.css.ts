import { style } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

export const channels = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const channel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.cream,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const value = style({ margin: `${vars.space['2xs']} 0 0`, overflowWrap: 'anywhere' });

export const hours = style({ color: vars.color.textMuted });
