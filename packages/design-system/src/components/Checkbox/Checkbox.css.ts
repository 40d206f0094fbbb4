import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  width: 22,
  height: 22,
  border: `2px solid ${vars.color.black}`,
  borderRadius: vars.radius.sm,
  background: vars.color.white,
  color: vars.color.white,
  transition: `background ${vars.motion.durationFast}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { background: vars.color.black },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${checkbox}[data-hovered]:not([data-selected]) &`]: { background: vars.color.grey100 },
  },
});

export const mark = style({ width: '100%', height: '100%', fill: 'none', stroke: 'currentColor', strokeWidth: 2.5 });
