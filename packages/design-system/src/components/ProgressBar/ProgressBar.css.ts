import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { PROGRESS_BAR_HEIGHT_PX } from '../../tokens/constants';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const bar = recipe({
  base: { height: PROGRESS_BAR_HEIGHT_PX, overflow: 'hidden', width: '100%' },
  variants: {
    placement: {
      top: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: vars.zIndex.progress },
      inline: { position: 'relative', background: vars.color.grey200 },
    },
  },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%) scaleX(0.4)' },
  to: { transform: 'translateX(100%) scaleX(0.4)' },
});

export const fill = style({
  height: '100%',
  background: vars.color.paprika,
  transformOrigin: 'left',
  transition: `transform 200ms ${vars.motion.easeStandard}`,
  selectors: { '&[data-indeterminate]': { animation: `${slide} 1.2s ease-in-out infinite` } },
  '@media': { [media.reducedMotion]: { transition: 'none', animation: 'none' } },
});
