import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const circle = style({
  flexShrink: 0,
  width: 22,
  height: 22,
  borderRadius: '50%',
  border: `2px solid ${vars.color.black}`,
  background: vars.color.white,
  transition: `border-width ${vars.motion.durationFast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: 7 },
    [`${radio}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.error },
    [`${radio}[data-hovered]:not([data-selected]) &`]: { background: vars.color.grey100 },
  },
});
