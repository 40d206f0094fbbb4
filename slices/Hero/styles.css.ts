import { style } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

export const hero = style({
  position: 'relative',
  display: 'grid',
  minHeight: 'min(80vh, 720px)',
  overflow: 'hidden',
  '@media': { [media.lg]: { gridTemplateColumns: '1fr 1fr' } },
});

export const media_ = style({
  position: 'relative',
  minHeight: 320,
  '@media': { [media.lg]: { order: 2, minHeight: '100%' } },
});

export const fill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });

export const copy = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.md]: { padding: `${vars.space['3xl']} ${vars.space['2xl']}` } },
});

export const eyebrow = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.xl]: { fontSize: vars.fontSize['4xl'] } },
});

export const text = style({ maxWidth: '40ch', fontSize: vars.fontSize.lg });
