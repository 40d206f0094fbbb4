import { style } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

export const list = style({ borderTop: `1px solid ${vars.color.grey200}` });

export const item = style({ borderBottom: `1px solid ${vars.color.grey200}` });

export const question = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"+"', fontFamily: vars.font.display, fontSize: vars.fontSize.xl, lineHeight: 1 },
    [`${item}[open] &::after`]: { content: '"–"' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const answer = style({ paddingBottom: vars.space.md, color: vars.color.text });
