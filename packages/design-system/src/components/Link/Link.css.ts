import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const link = recipe({
  base: {
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      inline: {
        textDecorationLine: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '3px',
        '@media': { [media.hover]: { selectors: { '&:hover': { textDecorationThickness: '2px' } } } },
      },
      standalone: {
        fontFamily: vars.font.display,
        fontWeight: vars.fontWeight.bold,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        textDecorationLine: 'underline',
        textDecorationThickness: '2px',
        textUnderlineOffset: '6px',
        '@media': { [media.hover]: { selectors: { '&:hover': { color: vars.color.paprikaDark } } } },
      },
      plain: {
        textDecoration: 'none',
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
