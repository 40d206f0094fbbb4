import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const mediaBox = style({ position: 'relative', overflow: 'hidden' });

const reveal = { opacity: 1 } as const;

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  background: vars.color.grey100,
});

export const hoverImage = style([
  image,
  {
    position: 'absolute',
    inset: 0,
    opacity: 0,
    transition: `opacity ${vars.motion.durationBase} ${vars.motion.easeStandard}`,
    selectors: { [`${card}:hover &, ${card}:focus-within &`]: reveal },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

export const sizes = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2xs'],
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: 'rgba(255, 255, 255, 0.92)',
  opacity: 0,
  transform: 'translateY(8px)',
  transition: `opacity ${vars.motion.durationFast}, transform ${vars.motion.durationFast}`,
  selectors: { [`${card}:hover &, ${card}:focus-within &`]: { opacity: 1, transform: 'none' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

// A size: styled through its list, so a grid's HTML does not repeat a class on every size of every card.
globalStyle(`${sizes} > li`, {
  minWidth: 28,
  padding: '2px 4px',
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${sizes} > li[data-unavailable]`, { color: vars.color.textMuted });

export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: '4px 8px',
  borderRadius: vars.radius.pill,
  background: vars.color.yellow,
  color: vars.color.black,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

/** Above the name's stretched link (its `::after` is at z-index 1), so a press reaches the control. */
export const action = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  zIndex: 2,
});

export const info = style({ display: 'grid', gap: vars.space['3xs'] });

export const name = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

/** The name's link stretches over the whole card, so the card is one click target and one tab stop. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
  '@media': { [media.hover]: { selectors: { '&:hover': { textDecoration: 'underline' } } } },
});

/**
 * The shopper's note (e.g. in the cart): a pill over the picture's bottom left corner, so its late arrival
 * shifts no layout; a green-aqua dot (decoration) before the text. The sizes replace it on hover and focus.
 */
export const status = style({
  position: 'absolute',
  left: vars.space.xs,
  bottom: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  margin: 0,
  padding: '4px 10px',
  borderRadius: vars.radius.pill,
  background: vars.color.white,
  color: vars.color.black,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  transition: `opacity ${vars.motion.durationFast}`,
  selectors: {
    [`${card}:hover &, ${card}:focus-within &`]: { opacity: 0 },
    '&::before': {
      content: '""',
      inlineSize: '8px',
      blockSize: '8px',
      flexShrink: 0,
      borderRadius: vars.radius.pill,
      background: vars.color.greenAqua,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
