import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const band = style({ overflow: 'hidden', paddingBlock: vars.space.md });

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} 30s linear infinite`,
  selectors: { [`${band}:hover &`]: { animationPlayState: 'paused' } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

export const phrase = style({
  paddingInline: vars.space.lg,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  whiteSpace: 'nowrap',
  selectors: { '&::after': { content: '"✦"', paddingInlineStart: vars.space.lg } },
});
