import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

/** Mobile first: the summary takes the line, "change" sits at its end and wraps under a long summary. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.grey100,
});
export const summary = style({
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
