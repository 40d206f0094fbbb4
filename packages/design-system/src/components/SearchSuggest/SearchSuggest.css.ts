import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

// The browser's own clear button of a search input would be a second, unlabelled way to clear.
export const input = style({
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

/** Read by screen readers, not shown (react-aria's VisuallyHidden styles, without its focus runtime). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  border: 0,
  whiteSpace: 'nowrap',
});

export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: 'min(70vh, 560px)',
  overflow: 'auto',
  background: vars.color.white,
  border: `2px solid ${vars.color.black}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const listBox = style({ outline: 'none', padding: vars.space.xs });

export const empty = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted });

export const section = style({
  selectors: {
    '& + &': { marginTop: vars.space.xs, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.grey200}` },
  },
});

export const header = style({
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.yellow },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const kind = styleVariants({
  completion: { fontWeight: vars.fontWeight.medium },
  product: {},
  category: { fontWeight: vars.fontWeight.bold },
  line: { fontWeight: vars.fontWeight.bold },
});

export const image = style({
  flex: 'none',
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.grey100,
});

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const price = style({ flex: 'none', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
