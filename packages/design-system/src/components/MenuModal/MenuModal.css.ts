import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  height: vars.headerHeight.default,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.black}`,
  '@media': { [media.xl]: { height: vars.headerHeight.xl } },
});
export const side = style({ display: 'flex', selectors: { '&[data-end]': { justifyContent: 'flex-end' } } });
export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
  textTransform: 'uppercase',
});
export const body = style({
  flex: 1,
  overflow: 'auto',
  padding: vars.space.lg,
  '@media': { [media.md]: { padding: vars.space.xl } },
});
