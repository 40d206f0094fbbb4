import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const tabs = style({ display: 'grid', gap: vars.space.lg });
export const tabList = style({
  display: 'flex',
  gap: vars.space.lg,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.grey400}`,
  scrollbarWidth: 'none',
});
export const tab = style({
  flexShrink: 0,
  padding: `${vars.space.sm} 0`,
  marginBottom: -1,
  borderBottom: '3px solid transparent',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.black },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});
