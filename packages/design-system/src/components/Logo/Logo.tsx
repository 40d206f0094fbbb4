import type { Ref } from 'react';
import { logo } from './Logo.css';

export const LOGO_SIZES = ['small', 'medium', 'large'] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

export const LOGO_TONES = ['black', 'white', 'paprika'] as const;
export type LogoTone = (typeof LOGO_TONES)[number];

export interface LogoProps {
  /**
   * Height: small 24 px (mini header), medium 40 px (header), large 96 px (64 px below 576 px; intro).
   * @default 'medium'
   */
  size?: LogoSize;
  /**
   * Colour of the mark.
   * @default 'black'
   */
  tone?: LogoTone;
  /**
   * Accessible name of the mark.
   * @default 'Passo'
   */
  label?: string;
  /** Ref to the `<svg>` element. */
  ref?: Ref<SVGSVGElement>;
}

/** The Passo wordmark: a footprint dot and the brand name, as one image. */
export function Logo({ size = 'medium', tone = 'black', label = 'Passo', ref }: LogoProps) {
  return (
    <svg
      ref={ref}
      className={logo({ size, tone })}
      viewBox="0 0 200 48"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <ellipse cx="22" cy="26" rx="14" ry="18" fill="currentColor" />
      <ellipse cx="22" cy="26" rx="5" ry="7" fill="var(--passo-color-yellow)" />
      <text
        x="46"
        y="38"
        fill="currentColor"
        fontFamily="var(--passo-font-display)"
        fontWeight="800"
        fontSize="40"
        letterSpacing="1"
        aria-hidden="true"
      >
        PASSO
      </text>
    </svg>
  );
}
