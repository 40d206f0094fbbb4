export { Curtain, CURTAIN_COLORS, type CurtainColor, type CurtainProps } from './Curtain';
export { CURTAIN_TRANSITION_MS } from './constants';
