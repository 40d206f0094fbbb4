import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';
import { button } from '../Button/Button.css';

export const errorState = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space['3xl']} ${vars.space.md}`,
  textAlign: 'center',
});
export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize['3xl'],
  '@media': { [media.md]: { fontSize: vars.fontSize['4xl'] } },
});
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, maxWidth: '40ch', color: vars.color.textMuted });
export const message = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

/**
 * The way home looks like the solid primary button. Resolved here, at build time, so a page with an error
 * state ships this class string rather than the button recipe and its table of every variant's classes.
 */
export const action = button({ variant: 'solid-primary', size: 'normal' });
