import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';

/** A small, opinionated base: box sizing, body type and the focus ring. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
});

globalStyle('img, video', { maxWidth: '100%', display: 'block' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
