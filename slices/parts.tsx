import type { FilledImageFieldImage, ImageField, KeyTextField, LinkField } from '@prismicio/client';
import { asLink, isFilled } from '@prismicio/client';
import { PrismicImage } from '@prismicio/react';
import { IMAGE_WIDTHS, Link, useImageFallback, type LinkVariant } from '@passo/design-system';
import { background, coverImage, imagePlaceholder, type Background } from './shared.css';

/** Whether the image service behind a URL can resize it (Prismic's imgix, or the sandbox's stand-in). */
const resizable = (url: string) => /^https?:\/\//.test(url);

/**
 * The widths offered for an image: the spec's widths below its own width,
 * then its own, so no candidate is an upscale and the sharpest is there.
 */
export function imageWidths(intrinsicWidth: number | undefined): number[] {
  if (!intrinsicWidth || intrinsicWidth <= 0) return [...IMAGE_WIDTHS];
  return [...IMAGE_WIDTHS.filter((width) => width < intrinsicWidth), intrinsicWidth];
}

/**
 * An image with its intrinsic size (no layout shift), alt text and, when its
 * service can resize it, a `srcset` of the spec's widths (350 … 1920) through
 * `@prismicio/react`'s PrismicImage (imgix `w` parameters) so each screen
 * loads the size it shows. Slices stay framework-free: no next/image.
 */
export function ResponsiveImage({
  url,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  className = coverImage,
}: {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** The width the image is shown at, per viewport (the `sizes` attribute). */
  sizes?: string;
  /**
   * The first image on a page (its largest paint): loaded eagerly and at high priority, so the browser
   * fetches it ahead of fonts and scripts instead of after layout.
   */
  priority?: boolean;
  className?: string;
}) {
  const { failed, onError } = useImageFallback(url);
  if (failed) {
    // Logged by the hook; the image's place stays, named as the image was: never the broken-image icon.
    return (
      <span
        className={`${className} ${imagePlaceholder}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
        data-failed=""
      />
    );
  }
  const attributes = {
    width,
    height,
    sizes,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
    decoding: 'async' as const,
    className,
    onError,
  };
  if (!resizable(url)) return <img src={url} alt={alt} {...attributes} />;
  const field: FilledImageFieldImage = {
    id: url,
    url,
    alt,
    copyright: null,
    dimensions: { width: width ?? 0, height: height ?? 0 },
    edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
  };
  return <PrismicImage field={field} widths={imageWidths(width)} fallbackAlt="" {...attributes} />;
}

/** An editor's image field as a ResponsiveImage; nothing when it is empty. */
export function SliceImage({
  field,
  ...props
}: {
  field: ImageField;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  if (!isFilled.image(field)) return null;
  return (
    <ResponsiveImage
      url={field.url}
      alt={field.alt ?? ''}
      width={field.dimensions.width}
      height={field.dimensions.height}
      {...props}
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
 * A content label the page passed in `context.labels`, its `$name` placeholders
 * filled from `values`. Slices hold no text of their own in any language: a
 * missing label shows its key, which an editor can recognise and fill in the
 * `labels` document.
 */
export function sliceLabel(
  labels: Record<string, string> | undefined,
  key: string,
  values: Record<string, string> = {},
): string {
  const text = labels?.[key]?.trim() || key;
  return text.replace(/\$([a-z_]+)/gi, (match, name: string) => values[name] ?? match);
}
