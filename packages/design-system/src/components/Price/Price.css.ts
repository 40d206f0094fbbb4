import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css';

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { fontSize: vars.fontSize.sm },
      medium: { fontSize: vars.fontSize.md },
      large: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const before = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const current = style({ color: vars.color.error });
export const discount = style({
  alignSelf: 'center',
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.black,
  color: vars.color.white,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** The lowest prior price: its own line under the price, small and plain. */
export const prior = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'normal',
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
