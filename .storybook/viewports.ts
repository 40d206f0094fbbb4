import { BREAKPOINTS, type Breakpoint } from '../packages/design-system/src/tokens/constants';

const heights: Record<Breakpoint, number> = {
  xs: 740,
  sm: 800,
  md: 1024,
  lg: 768,
  xl: 800,
  '2xl': 900,
  '3xl': 1080,
};

/** Storybook viewports: the spec's breakpoints, one per name. */
export const viewports = Object.fromEntries(
  (Object.keys(BREAKPOINTS) as Breakpoint[]).map((name) => [
    name,
    {
      name: `${name} · ${BREAKPOINTS[name]}px`,
      styles: { width: `${BREAKPOINTS[name]}px`, height: `${heights[name]}px` },
      type: BREAKPOINTS[name] < BREAKPOINTS.md ? 'mobile' : BREAKPOINTS[name] < BREAKPOINTS.lg ? 'tablet' : 'desktop',
    },
  ]),
);
