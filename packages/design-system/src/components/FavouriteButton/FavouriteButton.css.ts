import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.grey200}`,
  borderRadius: vars.radius.pill,
  background: vars.color.white,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.durationFast}, transform ${vars.motion.durationFast}`,
  selectors: {
    '&[data-selected]': { color: vars.color.paprikaDark },
    '&[data-hovered]': { borderColor: vars.color.black },
    '&[data-pressed]': { transform: 'scale(0.92)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'default', opacity: 0.5 },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const favouriteButton = recipe({
  base,
  variants: {
    size: {
      small: { width: 36, height: 36 },
      large: { width: 44, height: 44 },
    },
  },
  defaultVariants: { size: 'small' },
});

// A favourite's heart is filled (the drawing's stroke stays, so its outline is the same).
globalStyle(`${base}[data-selected] svg`, { fill: 'currentColor' });
