import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';
import { ICONS } from '../Icon/icons';

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

/** The icon set's heart as an image for a mask: its outline, or (a favourite's) filled with the same outline. */
function heartImage(filled: boolean): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${ICONS.heart.d}" fill="${filled ? '#000' : 'none'}" ` +
    `stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The heart, in the button's text colour: a box painted with `currentColor` through the heart as a mask, so
 * each card's HTML carries one empty element instead of the drawing. The same sizes as the Icon's (16, 24 px).
 */
export const heart = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    backgroundColor: 'currentColor',
    maskImage: heartImage(false),
    maskRepeat: 'no-repeat',
    maskPosition: 'center',
    maskSize: '100% 100%',
    selectors: { [`${base}[data-selected] &`]: { maskImage: heartImage(true) } },
    // Forced colours reset backgrounds: the heart keeps the system's text colour.
    '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' } },
  },
  variants: {
    size: {
      small: { width: 16, height: 16 },
      large: { width: 24, height: 24 },
    },
  },
  defaultVariants: { size: 'small' },
});
