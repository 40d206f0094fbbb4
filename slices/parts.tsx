import type { ImageField, KeyTextField, LinkField } from '@prismicio/client';
import { isFilled } from '@prismicio/client';
import { PrismicLink } from '@prismicio/react';
import { background, coverImage, ctaLink, type Background } from './shared.css';

/**
 * An editor's image as a plain `<img>` with its intrinsic size (no layout shift)
 * and its alt text. Slices stay framework-free; the page decides nothing about them.
 */
export function SliceImage({
  field,
  sizes = '100vw',
  priority = false,
  className = coverImage,
}: {
  field: ImageField;
  sizes?: string;
  /** Loads eagerly: for the first image on a page. */
  priority?: boolean;
  className?: string;
}) {
  if (!isFilled.image(field)) return null;
  return (
    <img
      src={field.url}
      alt={field.alt ?? ''}
      width={field.dimensions.width}
      height={field.dimensions.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}

/** A call to action: rendered only when it has both a label and somewhere to go. */
export function Cta({
  label,
  link,
  className = ctaLink,
}: {
  label: KeyTextField;
  link: LinkField;
  className?: string;
}) {
  if (!isFilled.keyText(label) || !isFilled.link(link)) return null;
  return (
    <PrismicLink field={link} className={className}>
      {label}
    </PrismicLink>
  );
}

/** The class of a band colour an editor chose, falling back when the value is unknown. */
export function backgroundClass(value: string | null | undefined, fallback: Background): string {
  return value && value in background ? background[value as Background] : background[fallback];
}
