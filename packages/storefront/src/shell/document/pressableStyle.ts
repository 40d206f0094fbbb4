/**
 * React Aria's one global rule for its pressable elements (touch scrolling and pinch zoom still work on them),
 * written into the page's head on the server. React Aria adds it at run time, as the first pressable element
 * mounts, unless an element with its id is already there; added then, a new stylesheet after hydration makes
 * the browser recompute every style and lay the whole page out again (a font fallback retried with it): one
 * long task on a phone. Same id and rule as React Aria's (react-aria's `usePress`; a unit test compares).
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';
export const PRESSABLE_STYLE = '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom;}}';
