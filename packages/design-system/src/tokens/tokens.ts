/**
 * Raw design tokens. They become CSS custom properties through the theme
 * contract in `theme.css.ts`; nothing else should hard-code these values.
 */

/** The brand's pop-soul palette plus neutrals and roles. */
export const colorTokens = {
  paprika: '#E4572E',
  paprikaDark: '#B23A17',
  violet: '#8E6CF5',
  violetDark: '#5B3BC4',
  /** Lightened from #3D6BFF so black text on it reaches 5.3:1 (WCAG AA). */
  blue: '#5A82FF',
  blueDark: '#1F46C9',
  yellow: '#FFD23F',
  yellowDark: '#D9A800',
  greenAqua: '#3CCFB4',
  greenAquaDark: '#1A8F7A',
  black: '#151515',
  white: '#FFFFFF',
  cream: '#FFF7EC',
  grey100: '#F4F2EF',
  grey200: '#E6E2DC',
  grey400: '#A8A29A',
  grey600: '#6B655E',
  grey800: '#3A3632',
  /** Text on light surfaces. */
  text: '#151515',
  /** Secondary text; 5.9:1 on white. */
  textMuted: '#5E5852',
  /** Default page surface. */
  surface: '#FFFFFF',
  /** Error text and borders (WCAG AA on white). */
  error: '#C8102E',
  success: '#1F7A4D',
  /** Focus ring: high-contrast violet outline. */
  focus: '#5B3BC4',
  backdrop: 'rgba(21, 21, 21, 0.55)',
} as const;

/** Font stacks. The `--passo-font-face-*` hooks let an app inject self-hosted faces (next/font). */
export const fontTokens = {
  display: 'var(--passo-font-face-display, "Bricolage Grotesque"), "Bricolage Grotesque", system-ui, sans-serif',
  body: 'var(--passo-font-face-body, "DM Sans"), "DM Sans", system-ui, sans-serif',
} as const;

/** Type scale (rem, 16px base). */
export const fontSizeTokens = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  '2xl': '2rem',
  '3xl': '2.75rem',
  '4xl': '4rem',
} as const;

export const fontWeightTokens = {
  regular: '400',
  medium: '500',
  bold: '700',
  black: '800',
} as const;

export const lineHeightTokens = {
  tight: '1.1',
  snug: '1.3',
  normal: '1.5',
} as const;

/** Spacing scale (4px grid). */
export const spaceTokens = {
  none: '0',
  '3xs': '2px',
  '2xs': '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  '2xl': '48px',
  '3xl': '64px',
  '4xl': '96px',
} as const;

export const radiusTokens = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  pill: '999px',
} as const;

/** Motion durations and easings. */
export const motionTokens = {
  durationFast: '150ms',
  durationBase: '300ms',
  durationSlow: '600ms',
  /** Carousel cross-fade, from the spec. */
  durationFade: '750ms',
  easeStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easeEmphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
} as const;

/** Stacking layers, lowest first. */
export const zIndexTokens = {
  base: '0',
  raised: '10',
  header: '100',
  drawer: '1000',
  modal: '1100',
  toast: '1200',
  progress: '1300',
  curtain: '1400',
} as const;

export const shadowTokens = {
  sm: '0 1px 2px rgba(21, 21, 21, 0.12)',
  md: '0 6px 18px rgba(21, 21, 21, 0.14)',
  lg: '0 18px 48px rgba(21, 21, 21, 0.22)',
} as const;
