import type { ImageField, KeyTextField, LinkField } from '@prismicio/client';
import { asLink, isFilled } from '@prismicio/client';
import { Link, type LinkVariant } from '@passo/design-system';
import { background, coverImage, type Background } from './shared.css';

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

/**
 * A call to action: the design system's Link (client-side navigation through
 * the app's RouterProvider), shown only when it has a label and a target.
 */
export function Cta({
  label,
  link,
  variant = 'standalone',
}: {
  label: KeyTextField;
  link: LinkField;
  variant?: LinkVariant;
}) {
  const href = asLink(link);
  if (!isFilled.keyText(label) || !href) return null;
  const external = 'target' in link && link.target === '_blank';
  return (
    <Link href={href} variant={variant} {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {label}
    </Link>
  );
}
/** The class of a band colour an editor chose, falling back when the value is unknown. */
export function backgroundClass(value: string | null | undefined, fallback: Background): string {
  return value && value in background ? background[value as Background] : background[fallback];
}

/**
 * A content label the page passed in `context.labels`. Slices hold no text of
 * their own in any language: a missing label shows its key, which an editor
 * can recognise and fill in the `labels` document.
 */
export function sliceLabel(labels: Record<string, string> | undefined, key: string): string {
  return labels?.[key]?.trim() || key;
}
