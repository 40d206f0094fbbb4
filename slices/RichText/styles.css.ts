import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

export const prose = style({
  maxWidth: 720,
  marginInline: 'auto',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${prose} :is(h2, h3)`, {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.snug,
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
});
globalStyle(`${prose} h2`, { fontSize: vars.fontSize['2xl'] });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} a`, { color: vars.color.violetDark, fontWeight: vars.fontWeight.bold, textUnderlineOffset: 3 });
