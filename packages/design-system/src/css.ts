/**
 * The curated styling surface for apps: theme variables, breakpoints and the
 * responsive helper. Import from `@passo/design-system/css`.
 * `sprinkles` has its own entry (`@passo/design-system/sprinkles`): as a
 * `.css.ts` module it is kept whole wherever it is reachable (sideEffects), and
 * its runtime (about 4 kB gzip) would ride on every page that imports `vars`.
 */
// Importing this entry installs the theme's variables on :root and the base styles.
import './styles/global.css';

export { vars } from './tokens/theme.css';
export { responsiveStyle } from './tokens/responsiveStyle';
export { media, mediaUp } from './tokens/media';
export { BREAKPOINTS, BREAKPOINT_NAMES, HEADER_HEIGHT_PX, IMAGE_WIDTHS, type Breakpoint } from './tokens/constants';
