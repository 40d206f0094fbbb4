import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    // react-aria marks the select, not the button, as invalid.
    '[data-invalid] > &': { borderColor: vars.color.error, boxShadow: `0 0 0 1px ${vars.color.error}` },
    '[data-open] > &': { borderColor: vars.color.black },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  background: vars.color.white,
  border: `1px solid ${vars.color.black}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const listBox = style({ outline: 'none', padding: vars.space['2xs'] });

export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.grey100 },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold, background: vars.color.yellow },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.grey400, cursor: 'not-allowed' },
  },
});
