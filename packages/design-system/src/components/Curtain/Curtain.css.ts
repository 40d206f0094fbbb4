import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';
import { CURTAIN_TRANSITION_MS } from './constants';

export const curtain = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.curtain,
    pointerEvents: 'none',
    transform: 'translateY(100%)',
    visibility: 'hidden',
    transition: `transform ${CURTAIN_TRANSITION_MS}ms ${vars.motion.easeStandard}, visibility 0s linear ${CURTAIN_TRANSITION_MS}ms`,
    selectors: {
      '&[data-phase="shown"]': {
        transform: 'translateY(0)',
        visibility: 'visible',
        pointerEvents: 'auto',
        transition: `transform ${CURTAIN_TRANSITION_MS}ms ${vars.motion.easeStandard}`,
      },
      // Leaving, it goes on upwards rather than back down: "out".
      '&[data-phase="hidden"][data-animating]': { transform: 'translateY(-100%)' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    color: {
      paprika: { background: vars.color.paprika },
      violet: { background: vars.color.violet },
      blue: { background: vars.color.blue },
      yellow: { background: vars.color.yellow },
      'green-aqua': { background: vars.color.greenAqua },
      black: { background: vars.color.black },
    },
  },
});
