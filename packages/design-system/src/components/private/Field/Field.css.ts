import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/theme.css';

/** Shared looks of every form field: label, help text, error text and the input box. */
// alignContent start: in a grid row with taller neighbours, label and input stay together.
export const field = style({ display: 'grid', alignContent: 'start', gap: vars.space['2xs'], minWidth: 0 });

export const label = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  selectors: { '[data-disabled] > &': { opacity: 0.55 } },
});

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: vars.fontWeight.medium });

export const control = style({
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.grey600}`,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[data-hovered]': { borderColor: vars.color.black },
    // "Has value": a filled field keeps a black border.
    '[data-filled] > &': { borderColor: vars.color.black },
    '&[data-focused], &[data-focus-visible]': {
      borderColor: vars.color.black,
      boxShadow: `0 0 0 2px ${vars.color.black}`,
    },
    '&[data-invalid], [data-invalid] > &': {
      borderColor: vars.color.error,
      boxShadow: `0 0 0 1px ${vars.color.error}`,
    },
    '&[readonly]': { background: vars.color.grey100, borderStyle: 'dashed' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', background: vars.color.grey100 },
  },
});
