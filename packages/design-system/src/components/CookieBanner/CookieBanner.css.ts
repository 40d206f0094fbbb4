import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';
// A page that renders the banner on the server imports this sheet alone (`styles/CookieBanner`): so it brings
// the looks of everything the banner's first screen shows, before the banner's code arrives.
import '../Button/Button.css';
import '../Icon/Icon.css';
import '../Link/Link.css';
import '../private/Modal/overlayHeader.css';

/**
 * Fixed at the bottom, over the page: it takes no space in the flow, so its arrival moves nothing. The
 * page stays usable beside it (it is no wall).
 */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.drawer,
  display: 'grid',
  gap: vars.space.md,
  maxHeight: '85vh',
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.white,
  color: vars.color.black,
  borderTop: `2px solid ${vars.color.black}`,
  boxShadow: vars.shadow.lg,
  // It takes focus when it appears (so it is announced and Tab starts inside): its border marks it, no ring.
  outline: 'none',
  '@media': {
    [media.md]: {
      insetInline: 'auto',
      left: vars.space.lg,
      bottom: vars.space.lg,
      maxWidth: '36rem',
      border: `2px solid ${vars.color.black}`,
      borderRadius: vars.radius.lg,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The explanation: one step smaller on a phone, so the banner leaves most of the first screen to the page. */
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [media.md]: { fontSize: vars.fontSize.md } },
});

// Its paragraphs take no browser margin above the first or below the last; between two, a small gap.
globalStyle(`${text} > p`, { margin: 0 });
globalStyle(`${text} > p + p`, { marginTop: vars.space.xs });

export const categories = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const category = style({ display: 'grid', gap: vars.space['2xs'] });

export const categoryDescription = style({
  margin: 0,
  paddingInlineStart: '30px',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Accept all and reject all: side by side, the same size and look. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
