import localFont from 'next/font/local';
import { createGlobalStyle } from 'styled-components';

/**
 * The brand faces, self-hosted from @fontsource through next/font/local.
 * Their family names feed the design system's font tokens through the
 * `--passo-font-face-*` hooks, declared on :root where the tokens live.
 */
const displayFont = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-800-normal.woff2',
      weight: '800',
      style: 'normal',
    },
  ],
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});

const bodyFont = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/dm-sans/files/dm-sans-latin-500-normal.woff2',
      weight: '500',
      style: 'normal',
    },
    {
      path: '../../../../node_modules/@fontsource/dm-sans/files/dm-sans-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});

export const FontFaces = createGlobalStyle`
  :root {
    --passo-font-face-display: ${displayFont.style.fontFamily};
    --passo-font-face-body: ${bodyFont.style.fontFamily};
  }
`;
