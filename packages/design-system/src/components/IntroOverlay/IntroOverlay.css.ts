import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';
import { INTRO_OVERLAY_MOVE_MS } from './constants';

const MOVE = `${INTRO_OVERLAY_MOVE_MS}ms`;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.curtain,
  background: vars.color.yellow,
  transition: `background-color ${MOVE} ${vars.motion.easeStandard}`,
  selectors: { '&[data-phase="move"]': { backgroundColor: 'transparent', pointerEvents: 'none' } },
});

// From the centre of the screen to the header's logo slot: top centre, 40px high (the header logo).
export const logo = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  transition: `top ${MOVE} ${vars.motion.easeStandard}, transform ${MOVE} ${vars.motion.easeStandard}`,
  selectors: {
    '[data-phase="move"] > &': {
      top: `calc(${vars.headerHeight.default} / 2)`,
      transform: 'translate(-50%, -50%) scale(0.4167)',
    },
  },
  '@media': {
    [media.xl]: {
      selectors: { '[data-phase="move"] > &': { top: `calc(${vars.headerHeight.xl} / 2)` } },
    },
  },
});
