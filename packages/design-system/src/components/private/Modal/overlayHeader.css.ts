import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/**
 * Shared pieces of overlay headers (a title and the close button), in a sheet of their own: the cookie
 * banner's first screen, which a page paints before any overlay's code, needs these and no more.
 */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(21, 21, 21, 0.08)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  textTransform: 'uppercase',
  lineHeight: vars.lineHeight.tight,
});
