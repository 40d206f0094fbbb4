import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const dropZone = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.grey600}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.black, background: vars.color.yellow },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55 },
  },
});
export const list = style({ display: 'grid', gap: vars.space['2xs'], margin: 0, padding: 0, listStyle: 'none' });
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  background: vars.color.grey100,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});
export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const remove = style({
  display: 'inline-flex',
  padding: vars.space['2xs'],
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.grey200 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` },
  },
});
