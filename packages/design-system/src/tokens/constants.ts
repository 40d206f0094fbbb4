/**
 * The spec's layout constants, written once. Plain TypeScript so that any
 * package (storefront config, tests, benches) can import them without CSS.
 */

/** Breakpoints (min-width, px): the widths at which the layout changes. */
export const BREAKPOINTS = {
  xs: 360,
  sm: 576,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1440,
  '3xl': 1920,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** Sticky header heights (px): 96 by default, 128 from xl (1280px), 64 in mini state. */
export const HEADER_HEIGHT_PX = {
  default: 96,
  xl: 128,
  mini: 64,
} as const;

/** Scroll offset (px) after which the header turns mini. */
export const HEADER_MINI_SCROLL_PX = 50;

/** Responsive image widths (px) from the spec; used for srcset and next/image sizes. */
export const IMAGE_WIDTHS = [350, 450, 800, 1000, 1250, 1500, 1750, 1920] as const;

/** Top progress bar height (px). */
export const PROGRESS_BAR_HEIGHT_PX = 5;

/** Drawer max widths (px) by breakpoint: 512 from sm (576), 600 from md (768). */
export const DRAWER_MAX_WIDTH_PX = { sm: 512, md: 600 } as const;

/** Page background colours a page may choose. */
export const PAGE_BACKGROUNDS = ['paprika', 'violet', 'blue', 'yellow', 'green-aqua'] as const;
export type PageBackgroundColor = (typeof PAGE_BACKGROUNDS)[number];

/**
 * The spec's slower marquee speed (the Marquee's `speed`; its default is 10), for a band of phrases set in
 * the page itself (the editorial marquee), read while the page is; the header's ticker keeps the default.
 */
export const MARQUEE_SLOW_SPEED = 1.8;
