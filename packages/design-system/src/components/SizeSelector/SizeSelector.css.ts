import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
// The selector renders with the shared field parts (label, help, error): importing its stylesheet alone
// (`@passo/design-system/styles/SizeSelector`) brings their styles too.
import '../private/Field/Field.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: vars.space.xs,
});

export const size = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: '2px',
  minHeight: 56,
  padding: vars.space['2xs'],
  border: `1px solid ${vars.color.grey600}`,
  borderRadius: vars.radius.md,
  background: vars.color.white,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.black },
    '&[data-selected]': { background: vars.color.black, borderColor: vars.color.black, color: vars.color.white },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: `linear-gradient(to top right, transparent calc(50% - 1px), ${vars.color.grey400} 50%, transparent calc(50% + 1px)) ${vars.color.grey100}`,
      borderColor: vars.color.grey200,
    },
    '&[data-invalid]': { borderColor: vars.color.error },
  },
});

export const eu = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, lineHeight: 1.1 });
export const equivalents = style({ display: 'grid', justifyItems: 'center', fontSize: '11px', lineHeight: 1.2 });
