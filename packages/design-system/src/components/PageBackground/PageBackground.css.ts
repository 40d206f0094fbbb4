import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

const onColour = { [vars.color.textMuted]: vars.color.black };

export const background = recipe({
  base: {
    minHeight: '100vh',
    transition: `background-color ${vars.motion.durationSlow} ${vars.motion.easeStandard}`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    // On a brand colour, secondary text is black like the rest: the muted grey is made for white and would
    // lose its contrast on paprika, violet or blue.
    color: {
      none: { backgroundColor: vars.color.surface },
      paprika: { backgroundColor: vars.color.paprika, vars: onColour },
      violet: { backgroundColor: vars.color.violet, vars: onColour },
      blue: { backgroundColor: vars.color.blue, vars: onColour },
      yellow: { backgroundColor: vars.color.yellow, vars: onColour },
      'green-aqua': { backgroundColor: vars.color.greenAqua, vars: onColour },
    },
  },
});
