import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/media';
import { vars } from '../../tokens/theme.css';

export const wrapper = style({ display: 'grid', gap: vars.space.xl });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.lg} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.md },
    [media.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({ minWidth: 0 });

const shimmer = keyframes({ '50%': { opacity: 0.55 } });

export const skeleton = style({ display: 'grid', gap: vars.space.xs });
const block = {
  display: 'block',
  background: vars.color.grey200,
  borderRadius: vars.radius.sm,
  animation: `${shimmer} 1.2s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
} as const;
export const skeletonImage = style({ ...block, aspectRatio: '4 / 5', borderRadius: 0 });
export const skeletonLine = style({ ...block, height: 14, width: '80%' });
export const skeletonLineShort = style({ ...block, height: 14, width: '40%' });

export const more = style({ display: 'flex', justifyContent: 'center' });
