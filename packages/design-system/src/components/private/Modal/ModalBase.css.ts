import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { DRAWER_MAX_WIDTH_PX } from '../../../tokens/constants';
import { media } from '../../../tokens/media';
import { vars } from '../../../tokens/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const slideToRight = keyframes({ to: { transform: 'translateX(100%)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideToLeft = keyframes({ to: { transform: 'translateX(-100%)' } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' } });
const sink = keyframes({ to: { opacity: 0, transform: 'translateY(16px) scale(0.98)' } });

const animate = (enter: string, exit: string) => ({
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easeStandard}` },
    '&[data-exiting]': { animation: `${exit} ${vars.motion.durationFast} ease-in forwards` },
  },
  '@media': {
    // Reduced motion: no movement; react-aria then closes at once (no animation to wait for).
    [media.reducedMotion]: { animation: 'none !important' },
  },
});

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    background: vars.color.backdrop,
    ...animate(fadeIn, fadeOut),
  },
  variants: {
    placement: {
      right: { justifyContent: 'flex-end', zIndex: vars.zIndex.drawer },
      left: { justifyContent: 'flex-start', zIndex: vars.zIndex.drawer },
      full: { background: 'transparent' },
      center: { alignItems: 'center', justifyContent: 'center', padding: vars.space.md },
    },
  },
});

const sidePanel = (enter: string, exit: string) => {
  const animation = animate(enter, exit);
  return {
    ...animation,
    width: '100%',
    height: '100%',
    '@media': {
      ...animation['@media'],
      [media.sm]: { maxWidth: DRAWER_MAX_WIDTH_PX.sm },
      [media.md]: { maxWidth: DRAWER_MAX_WIDTH_PX.md },
    },
  };
};

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'auto',
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    placement: {
      right: sidePanel(slideFromRight, slideToRight),
      left: sidePanel(slideFromLeft, slideToLeft),
      full: { width: '100%', height: '100%', boxShadow: 'none', ...animate(fadeIn, fadeOut) },
      center: {
        width: '100%',
        maxWidth: 480,
        maxHeight: '100%',
        borderRadius: vars.radius.lg,
        ...animate(rise, sink),
      },
    },
    tone: {
      white: { background: vars.color.white },
      yellow: { background: vars.color.yellow },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});
