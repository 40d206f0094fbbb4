import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const header = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    display: 'grid',
    gridTemplateColumns: '1fr auto 1fr',
    alignItems: 'center',
    gap: vars.space.md,
    height: vars.headerHeight.default,
    paddingLeft: vars.space.md,
    paddingRight: vars.space.md,
    background: vars.color.surface,
    borderBottom: '1px solid transparent',
    transitionProperty: 'height, border-color',
    transitionDuration: vars.motion.durationBase,
    transitionTimingFunction: vars.motion.easeStandard,
    '@media': {
      [media.md]: { paddingLeft: vars.space.xl, paddingRight: vars.space.xl },
      [media.xl]: { height: vars.headerHeight.xl },
      [media.reducedMotion]: { transitionDuration: '0ms' },
    },
  },
  variants: {
    mini: {
      true: {
        height: vars.headerHeight.mini,
        borderBottomColor: vars.color.black,
        '@media': { [media.xl]: { height: vars.headerHeight.mini } },
      },
      false: {},
    },
  },
  defaultVariants: { mini: false },
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const end = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.xs });
export const logoSlot = style({ display: 'flex', justifyContent: 'center' });

// Below lg the menu button shows; from lg the navigation does, except in the mini state.
export const menuButtonSlot = style({
  display: 'flex',
  '@media': { [media.lg]: { display: 'none' } },
  selectors: { '[data-mini] &': { '@media': { [media.lg]: { display: 'flex' } } } },
});
export const navigationSlot = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block' } },
  selectors: { '[data-mini] &': { '@media': { [media.lg]: { display: 'none' } } } },
});

export const navigationList = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const underlined = {
  textDecorationLine: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '6px',
} as const;

const focusRing = {
  '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
} as const;

export const navigationItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: `${vars.space['2xs']} 0`,
  font: 'inherit',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    ...focusRing,
    '&[aria-expanded="true"], &[aria-current="page"]': underlined,
  },
  '@media': { [media.hover]: { selectors: { '&:hover': underlined } } },
});

export const action = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.pill,
  selectors: focusRing,
  '@media': { [media.hover]: { selectors: { '&:hover': { background: vars.color.grey100 } } } },
});

export const actionBadge = style({ position: 'absolute', top: 2, right: 0 });
