import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@passo/design-system/css';

/** Every slice is a full-width band with the same vertical rhythm. */
export const section = style({
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.md,
  '@media': { [media.md]: { paddingBlock: vars.space['3xl'], paddingInline: vars.space['2xl'] } },
});

/** The content column inside a band. */
export const container = style({ maxWidth: 1280, marginInline: 'auto' });
export const narrow = style({ maxWidth: 720, marginInline: 'auto' });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.lg}`,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.lg]: { fontSize: vars.fontSize['3xl'] } },
});

export const bodyText = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
globalStyle(`${bodyText} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${bodyText} p:last-child`, { marginBottom: 0 });

/** Band colours an editor can choose; text colour keeps WCAG AA contrast on each. */
export const background = styleVariants({
  paprika: { background: vars.color.paprika, color: vars.color.black },
  violet: { background: vars.color.violet, color: vars.color.black },
  // The brand blue is too light for white body text (4.4:1); its dark twin passes AA.
  blue: { background: vars.color.blueDark, color: vars.color.white },
  yellow: { background: vars.color.yellow, color: vars.color.black },
  'green-aqua': { background: vars.color.greenAqua, color: vars.color.black },
  cream: { background: vars.color.cream, color: vars.color.black },
});
export type Background = keyof typeof background;

export const textLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: 4,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** An image that fills its box. */
export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
/** Where an image that failed to load was: a quiet box of its shape. */
export const imagePlaceholder = style({ display: 'block', background: vars.color.grey100 });
