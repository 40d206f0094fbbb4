import { style } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['2xl'] } },
});

export const imageRight = style({ '@media': { [media.md]: { order: 2 } } });

export const frame = style({ aspectRatio: '1', borderRadius: vars.radius.lg, overflow: 'hidden' });

export const copy = style({ display: 'grid', justifyItems: 'start', gap: vars.space.md });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.lg]: { fontSize: vars.fontSize['3xl'] } },
});
