import { style, globalStyle } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

export const figure = style({ margin: '0 auto', textAlign: 'center' });

export const quote = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  '@media': { [media.lg]: { fontSize: vars.fontSize['2xl'] } },
});
globalStyle(`${quote} p`, { margin: 0 });
globalStyle(`${quote} p::before`, { content: '"“"' });
globalStyle(`${quote} p::after`, { content: '"”"' });

export const caption = style({ marginTop: vars.space.md, fontSize: vars.fontSize.md });
