// The intro's own entry for a lazy import: importing the design system's index dynamically would load every
// component it exports (about 100 kB gzip) to play the intro; a static re-export keeps only the intro.
export { IntroOverlay } from '@passo/design-system';
