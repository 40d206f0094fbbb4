export { IntroOverlay, type IntroOverlayProps } from './IntroOverlay';
export { INTRO_OVERLAY_HOLD_MS, INTRO_OVERLAY_MOVE_MS } from './constants';
