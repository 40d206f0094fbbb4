import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const logo = recipe({
  base: { display: 'block', width: 'auto', maxWidth: '100%', overflow: 'visible' },
  variants: {
    size: {
      small: { height: 24 },
      medium: { height: 40 },
      // 96 px would overflow a 360 px screen: 64 px on phones.
      large: { height: 64, '@media': { [media.sm]: { height: 96 } } },
    },
    tone: {
      black: { color: vars.color.black },
      white: { color: vars.color.white },
      paprika: { color: vars.color.paprikaDark },
    },
  },
  defaultVariants: { size: 'medium', tone: 'black' },
});
