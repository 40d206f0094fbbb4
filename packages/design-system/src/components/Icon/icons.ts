/**
 * The icon set's drawings, on a 24 × 24 grid. Stroke icons use `currentColor`
 * so an icon takes the colour of its text; social marks are filled.
 */
export interface IconDrawing {
  /** SVG path data. */
  d: string;
  /** Filled marks (social logos) instead of 2px strokes. */
  filled?: boolean;
}

export const ICONS = {
  search: { d: 'M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15Zm5.3 12.8L21 21' },
  cart: { d: 'M4 7h16l-1.5 13h-13L4 7Zm4 0V6a4 4 0 0 1 8 0v1' },
  close: { d: 'M5 5l14 14M19 5 5 19' },
  back: { d: 'M15 4 7 12l8 8' },
  plus: { d: 'M12 4v16M4 12h16' },
  minus: { d: 'M4 12h16' },
  'arrow-left': { d: 'M20 12H4m6-6-6 6 6 6' },
  'arrow-right': { d: 'M4 12h16m-6-6 6 6-6 6' },
  'arrow-up': { d: 'M12 20V4m-6 6 6-6 6 6' },
  'arrow-down': { d: 'M12 4v16m-6-6 6 6 6-6' },
  'chevron-down': { d: 'm5 9 7 7 7-7' },
  menu: { d: 'M3 6h18M3 12h18M3 18h18' },
  play: { d: 'M7 4.5v15L19.5 12 7 4.5Z' },
  pause: { d: 'M8 5v14M16 5v14' },
  alert: { d: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3.5v.01' },
  upload: { d: 'M12 16V4m-5 5 5-5 5 5M4 16v4h16v-4' },
  heart: {
    d: 'M12 20s-7.4-4.5-9.2-9C1.6 7.8 3.5 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.5 0 5.4 3.3 4.2 6.5-1.8 4.5-9.2 9-9.2 9Z',
  },
  instagram: {
    filled: true,
    d: 'M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3c1.2-.1 1.6-.1 4.8-.1ZM12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z',
  },
  facebook: {
    filled: true,
    d: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12Z',
  },
  tiktok: {
    filled: true,
    d: 'M16.6 2h-3.3v13.4a2.9 2.9 0 1 1-2-2.8V9.2a6.3 6.3 0 1 0 5.3 6.2V8.6a7.9 7.9 0 0 0 4.6 1.5V6.8a4.6 4.6 0 0 1-4.6-4.8Z',
  },
  youtube: {
    filled: true,
    // The play triangle winds against the frame, so it stays a hole under the default non-zero fill rule.
    d: 'M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 4v6l5-3-5-3Z',
  },
} as const satisfies Record<string, IconDrawing>;
