import type { Ref } from 'react';
import { icon } from './Icon.css';
import { ICONS } from './icons';

/** Every icon of the set, by name. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];
export type IconName = keyof typeof ICONS;

/** Icon sizes: 16, 24 and 32 px. */
export const ICON_SIZES = ['small', 'medium', 'large'] as const;
export type IconSize = (typeof ICON_SIZES)[number];

export interface IconProps {
  /** Which drawing to show. */
  name: IconName;
  /**
   * Rendered size: small 16 px, medium 24 px, large 32 px.
   * @default 'medium'
   */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative and hidden from
   * assistive technology (the usual case: the button around it has the name).
   * @default undefined
   */
  label?: string;
  /** Ref to the `<svg>` element. */
  ref?: Ref<SVGSVGElement>;
}

/** A single icon of the brand's set, drawn in the current text colour. */
export function Icon({ name, size = 'medium', label, ref }: IconProps) {
  const drawing = ICONS[name];
  if (!drawing) throw new Error(`Icon: unknown name "${String(name)}". Known names: ${ICON_NAMES.join(', ')}.`);
  const filled = 'filled' in drawing && drawing.filled;
  return (
    <svg
      ref={ref}
      className={icon({ size })}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={drawing.d} />
    </svg>
  );
}
