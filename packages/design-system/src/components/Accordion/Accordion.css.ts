import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const accordion = style({ display: 'grid', borderTop: `1px solid ${vars.color.black}` });
export const item = style({ borderBottom: `1px solid ${vars.color.black}` });
export const heading = style({ margin: 0 });
export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  appearance: 'none',
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textTransform: 'uppercase',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-hovered]': { color: vars.color.paprikaDark },
  },
});
export const panel = style({
  selectors: { '[data-expanded] > &': { paddingBottom: vars.space.lg } },
});
