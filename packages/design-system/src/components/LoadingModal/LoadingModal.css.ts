import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const content = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
});
export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.grey200}`,
  borderTopColor: vars.color.paprikaDark,
  animation: `${spin} 800ms linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2400ms' } },
});
export const message = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
