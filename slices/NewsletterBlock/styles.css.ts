import { style } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

/**
 * The form sits on a white card: the design system's field colours (red
 * errors, grey help) are made for white, and every band colour would
 * otherwise need its own error colour to stay readable.
 */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  maxWidth: 560,
  padding: vars.space.lg,
  background: vars.color.white,
  border: `2px solid ${vars.color.black}`,
  borderRadius: vars.radius.lg,
});

/** The spam trap: rendered, fillable by a script, never seen. */
export const trap = style({
  position: 'absolute',
  left: '-10000px',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

export const status = style({
  margin: 0,
  marginTop: vars.space.md,
  minHeight: '1.5em',
  fontWeight: vars.fontWeight.bold,
});

/** The form's place while its code loads (after a client-side navigation): about the form's height. */
export const pending = style([form, { minHeight: 330 }]);
