import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css';

export const logo = recipe({
  base: { display: 'block', width: 'auto', overflow: 'visible' },
  variants: {
    size: {
      small: { height: 24 },
      medium: { height: 40 },
      large: { height: 96 },
    },
    tone: {
      black: { color: vars.color.black },
      white: { color: vars.color.white },
      paprika: { color: vars.color.paprikaDark },
    },
  },
  defaultVariants: { size: 'medium', tone: 'black' },
});
