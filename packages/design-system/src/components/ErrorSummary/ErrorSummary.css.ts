import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

/** GOV.UK's look in the brand's colours: a box with a thick error border, the title, then the links. */
export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `4px solid ${vars.color.error}`,
  background: vars.color.white,
  color: vars.color.text,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:focus:not(:focus-visible)': { outline: `3px solid ${vars.color.focus}` },
  },
});
/**
 * With no problems the live region stays in the page but out of the layout (visually hidden, out of the flow), so
 * a form's grid or flex gap does not open an empty row above its first field.
 */
export const empty = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});
export const description = style({ margin: 0 });
export const list = style({ display: 'grid', gap: vars.space['2xs'], margin: 0, paddingLeft: vars.space.lg });
export const item = style({ color: vars.color.error, fontWeight: vars.fontWeight.bold });
export const link = style({
  color: vars.color.error,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: '3px' },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
});
globalStyle(`${title} svg`, { color: vars.color.error, flex: 'none' });
