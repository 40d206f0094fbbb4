export { IntroOverlay, INTRO_OVERLAY_HOLD_MS, INTRO_OVERLAY_MOVE_MS, type IntroOverlayProps } from './IntroOverlay';
