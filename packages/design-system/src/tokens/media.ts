import { BREAKPOINTS, type Breakpoint } from './constants';

/** `@media` query for "this breakpoint and up". */
export const mediaUp = (bp: Breakpoint): string => `screen and (min-width: ${BREAKPOINTS[bp]}px)`;

/** Queries by name, ready for vanilla-extract's `@media` key or styled-components. */
export const media = {
  sm: mediaUp('sm'),
  md: mediaUp('md'),
  lg: mediaUp('lg'),
  xl: mediaUp('xl'),
  '2xl': mediaUp('2xl'),
  '3xl': mediaUp('3xl'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
  highDensity: '(min-resolution: 2dppx)',
  // Hover styles only where a pointer can hover, as react-aria's `data-hovered` does (no sticky hover after a tap).
  hover: '(hover: hover)',
} as const;
