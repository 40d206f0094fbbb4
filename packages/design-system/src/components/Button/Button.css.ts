import { createVar, fallbackVar, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css';
import { media } from '../../tokens/media';

/** A tone's colours; solid variants read them and fall back to their own. */
const toneBackground = createVar();
const toneColor = createVar();

const underline = {
  background: 'transparent',
  paddingLeft: 0,
  paddingRight: 0,
  minHeight: 'auto',
  borderRadius: 0,
  textDecorationLine: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '6px',
} as const;

/**
 * A variant's hover look: react-aria's `data-hovered` on its buttons and links, and `:hover` (on hover-capable
 * pointers, as react-aria does) for native elements styled as buttons, which carry no `data-rac`.
 */
function hovered(style: StyleRule) {
  return {
    selectors: { '&[data-hovered]:not([data-disabled])': style },
    '@media': { [media.hover]: { selectors: { '&:hover:not([data-rac])': style } } },
  };
}

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '2px solid transparent',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    textDecoration: 'none',
    lineHeight: 1,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color, border-color, transform',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easeStandard,
    outline: 'none',
    position: 'relative',
    selectors: {
      '&[data-pending]': { cursor: 'progress' },
      '&[data-pressed]': { transform: 'scale(0.97)' },
      // react-aria's buttons mark keyboard focus with data-focus-visible; native links (ErrorState's,
      // the page frame's) match :focus-visible in the same cases.
      '&[data-focus-visible], &:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '3px',
      },
      '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    },
    '@media': {
      [media.reducedMotion]: { transitionDuration: '0ms' },
    },
  },
  variants: {
    variant: {
      'solid-primary': {
        background: fallbackVar(toneBackground, vars.color.black),
        color: fallbackVar(toneColor, vars.color.white),
        ...hovered({
          background: vars.color.paprika,
          color: vars.color.black,
        }),
      },
      'solid-secondary': {
        background: fallbackVar(toneBackground, vars.color.yellow),
        color: fallbackVar(toneColor, vars.color.black),
        borderColor: vars.color.black,
        ...hovered({
          background: vars.color.black,
          color: vars.color.yellow,
        }),
      },
      'underline-primary': {
        ...underline,
        color: vars.color.black,
        ...hovered({ color: vars.color.paprikaDark }),
      },
      'underline-secondary': {
        ...underline,
        color: vars.color.violetDark,
        ...hovered({ color: vars.color.black }),
      },
      ghost: {
        background: 'transparent',
        color: vars.color.black,
        borderColor: vars.color.black,
        ...hovered({
          background: vars.color.black,
          color: vars.color.white,
        }),
      },
      link: {
        ...underline,
        fontFamily: vars.font.body,
        fontWeight: vars.fontWeight.medium,
        textTransform: 'none',
        letterSpacing: 'normal',
        textDecorationLine: 'none',
        color: 'inherit',
        ...hovered({ textDecorationLine: 'underline' }),
      },
    },
    size: {
      normal: {
        minHeight: '48px',
        paddingLeft: vars.space.lg,
        paddingRight: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      small: {
        minHeight: '36px',
        paddingLeft: vars.space.md,
        paddingRight: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
    },
    tone: {
      violet: { vars: { [toneBackground]: vars.color.violet, [toneColor]: vars.color.black } },
      'green-aqua': { vars: { [toneBackground]: vars.color.greenAqua, [toneColor]: vars.color.black } },
      yellow: { vars: { [toneBackground]: vars.color.yellow, [toneColor]: vars.color.black } },
      black: { vars: { [toneBackground]: vars.color.black, [toneColor]: vars.color.yellow } },
      paprika: { vars: { [toneBackground]: vars.color.paprika, [toneColor]: vars.color.black } },
      'paprika-dark': { vars: { [toneBackground]: vars.color.paprikaDark, [toneColor]: vars.color.white } },
      blue: { vars: { [toneBackground]: vars.color.blue, [toneColor]: vars.color.black } },
    },
  },
  compoundVariants: (['underline-primary', 'underline-secondary', 'link'] as const).flatMap((variant) =>
    (['normal', 'small'] as const).map((size) => ({
      variants: { variant, size },
      style: { paddingLeft: 0, paddingRight: 0, minHeight: size === 'normal' ? '32px' : '24px' },
    })),
  ),
  defaultVariants: {
    variant: 'solid-primary',
    size: 'normal',
  },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The label stays in place (keeping the width) but turns transparent while pending. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // opacity, not visibility: a hidden label would take the button's accessible name with it.
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2100ms' } },
});
