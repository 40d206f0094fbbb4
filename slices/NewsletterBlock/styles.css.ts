import { style } from '@vanilla-extract/css';
import { vars } from '@passo/design-system/css';

export const form = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space['2xs'] });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const input = style({
  minHeight: 48,
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.black}`,
  borderRadius: vars.radius.pill,
  background: vars.color.white,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const consent = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

export const checkbox = style({ width: 20, height: 20, marginTop: 2, accentColor: vars.color.black, flexShrink: 0 });

export const status = style({ margin: 0, minHeight: '1.5em', fontWeight: vars.fontWeight.bold });

export const error = style([status, { color: vars.color.black, textDecoration: `underline wavy ${vars.color.error}` }]);
