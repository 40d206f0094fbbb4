import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const background = recipe({
  base: {
    minHeight: '100vh',
    transition: `background-color ${vars.motion.durationSlow} ${vars.motion.easeStandard}`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    color: {
      none: { backgroundColor: vars.color.surface },
      paprika: { backgroundColor: vars.color.paprika },
      violet: { backgroundColor: vars.color.violet },
      blue: { backgroundColor: vars.color.blue },
      yellow: { backgroundColor: vars.color.yellow },
      'green-aqua': { backgroundColor: vars.color.greenAqua },
    },
  },
});
