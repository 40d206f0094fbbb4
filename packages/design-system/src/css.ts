/**
 * The curated styling surface for apps: theme variables, sprinkles,
 * breakpoints and the responsive helper. Import from `@passo/design-system/css`.
 */
// Importing this entry installs the theme's variables on :root and the base styles.
import './styles/global.css';

export { vars } from './tokens/theme.css';
export { sprinkles, type Sprinkles } from './tokens/sprinkles.css';
export { responsiveStyle } from './tokens/responsiveStyle';
export { media, mediaUp } from './tokens/media';
export { BREAKPOINTS, BREAKPOINT_NAMES, HEADER_HEIGHT_PX, IMAGE_WIDTHS, type Breakpoint } from './tokens/constants';
