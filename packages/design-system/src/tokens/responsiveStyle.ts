import type { StyleRule } from '@vanilla-extract/css';
import { BREAKPOINT_NAMES, type Breakpoint } from './constants';
import { media } from './media';

type Responsive = Partial<Record<Breakpoint, StyleRule>>;

/**
 * Builds a vanilla-extract style rule from per-breakpoint rules, mobile first:
 * `responsiveStyle({ xs: { padding: 8 }, lg: { padding: 24 } })`.
 */
export function responsiveStyle(rules: Responsive): StyleRule {
  const { xs, ...rest } = rules;
  const mediaRules: Record<string, StyleRule> = {};
  for (const bp of BREAKPOINT_NAMES) {
    if (bp === 'xs') continue;
    const rule = rest[bp];
    if (rule) mediaRules[media[bp as Exclude<Breakpoint, 'xs'>]] = rule;
  }
  return { ...(xs ?? {}), ...(Object.keys(mediaRules).length ? { '@media': mediaRules } : {}) } as StyleRule;
}
