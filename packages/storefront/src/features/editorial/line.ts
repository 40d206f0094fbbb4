/**
 * Server-only: a line's content from its list-lines document, shaped as
 * slices so it looks like every other editorial page, with the spec's SEO
 * fallbacks.
 */
import * as prismic from '@prismicio/client';
import type { EditorialDocument } from './server';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const rich = (value: unknown) =>
  Array.isArray(value) ? (value as prismic.RichTextField) : ([] as unknown as prismic.RichTextField);

/** Line SEO (spec: line_seo_title and line_seo_description fall back to the title and the description). */
export function lineSeo(doc: EditorialDocument): { title: string; description: string } {
  const title = text(doc.data.line_seo_title) || text(doc.data.line_title);
  const description =
    text(doc.data.line_seo_description) ||
    prismic.asText(rich(doc.data.line_description)).trim() ||
    prismic.asText(rich(doc.data.line_intro)).trim();
  return { title: title ? `${title} — Passo` : 'Passo', description };
}

const slice = (
  id: string,
  slice_type: string,
  variation: string,
  primary: Record<string, unknown>,
  items: Record<string, unknown>[] = [],
) => ({ id, slice_type, slice_label: null, variation, version: 'initial', primary, items }) as prismic.Slice;

/**
 * The line's content as slices under its heading (the title and intro): the
 * description beside the intro image, the details beside the description
 * image, and the two detail images. The line's products follow as the full
 * category grid (the page's, not a slice).
 */
export function lineSlices(doc: EditorialDocument): prismic.Slice[] {
  const d = doc.data;
  const heading = (value: unknown) => (text(value) ? [{ type: 'heading2', text: text(value), spans: [] }] : []);
  const none = { link_type: 'Any' };
  const slices: prismic.Slice[] = [];
  if (
    prismic.asText(rich(d.line_description)).trim() ||
    prismic.isFilled.image(d.line_intro_image as prismic.ImageField)
  ) {
    slices.push(
      slice('line-description', 'image_with_text', 'default', {
        image: d.line_intro_image ?? {},
        title: [],
        text: rich(d.line_description),
        cta_label: null,
        cta_link: none,
      }),
    );
  }
  if (text(d.line_details_title) || prismic.asText(rich(d.line_details_text)).trim()) {
    slices.push(
      slice('line-details', 'image_with_text', 'imageRight', {
        image: d.line_description_image ?? {},
        title: heading(d.line_details_title),
        text: rich(d.line_details_text),
        cta_label: null,
        cta_link: none,
      }),
    );
  }
  const images = [d.line_details_image_1, d.line_details_image_2].filter((image) =>
    prismic.isFilled.image(image as prismic.ImageField),
  );
  if (images.length > 0) {
    slices.push(
      slice(
        'line-details-images',
        'gallery',
        'default',
        { title: null },
        images.map((image) => ({ image, caption: null })),
      ),
    );
  }
  return slices;
}
