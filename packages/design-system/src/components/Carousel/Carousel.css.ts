import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';
import { CAROUSEL_FADE_MS } from './carouselTiming';

export const carousel = style({ position: 'relative' });

export const slides = style({ display: 'grid' });

export const slide = style({
  gridArea: '1 / 1',
  opacity: 0,
  transition: `opacity ${CAROUSEL_FADE_MS}ms ease-in-out`,
  selectors: { '&[data-active]': { opacity: 1 } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const controls = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  gap: vars.space['2xs'],
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.white,
  color: vars.color.black,
  cursor: 'pointer',
  outline: 'none',
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-hovered]': { background: vars.color.yellow },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
