import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

const scroll = keyframes({ to: { transform: 'translateX(-50%)' } });

export const marquee = style({
  overflow: 'hidden',
  background: vars.color.black,
  color: vars.color.white,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  selectors: {
    '&[data-running]': {
      animationName: scroll,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
    [`${marquee}:hover &, ${marquee}:focus-within &`]: { animationPlayState: 'paused' },
    // Still: the phrases wrap and stay put.
    '&[data-still]': { width: 'auto' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const group = style({
  display: 'flex',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '[data-still] > &': { flexWrap: 'wrap', flexShrink: 1 } },
});

export const phrase = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
  selectors: { '&::after': { content: '"✦"', marginLeft: vars.space.lg, color: vars.color.yellow } },
});
