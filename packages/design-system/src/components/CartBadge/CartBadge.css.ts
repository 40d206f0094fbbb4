import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.pill,
    background: vars.color.paprikaDark,
    color: vars.color.white,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { minWidth: 18, height: 18, fontSize: '11px', padding: '0 4px' },
      large: { minWidth: 26, height: 22, fontSize: '12px', padding: '0 6px' },
    },
  },
});
