/**
 * Resized content images, as Prismic's image service (imgix) answers
 * `?w=<width>` (or `?width=`): the image scaled to that width (never enlarged) in its own
 * format. Results are kept in a bounded in-memory cache, and concurrent
 * requests for the same size share one resize. The other imgix parameters
 * (`auto=format`, `q`…) are accepted and ignored: the images are WebP already.
 */
import sharp from 'sharp';

/** Widest resize served: imgix's own limit is larger, but no layout here asks for more. */
export const IMAGE_MAX_RESIZE_WIDTH_PX = 4096;
/** Resized images kept in memory (a few hundred kB each). */
export const IMAGE_RESIZE_CACHE_ENTRIES = 256;

/** The width asked for, null when none was, or an error message for a bad value. */
export function parseResizeWidth(value: string | null): number | null | { error: string } {
  if (value === null || value === '') return null;
  const width = Number(value);
  if (!Number.isInteger(width) || width < 1 || width > IMAGE_MAX_RESIZE_WIDTH_PX) {
    return { error: `w must be a whole number of pixels from 1 to ${IMAGE_MAX_RESIZE_WIDTH_PX}` };
  }
  return width;
}

export function createImageResizer(maxEntries = IMAGE_RESIZE_CACHE_ENTRIES) {
  // A Map keeps insertion order: re-inserting on a hit makes it least-recently-used first.
  const cache = new Map<string, Promise<Buffer>>();
  return {
    resize(file: string, width: number): Promise<Buffer> {
      const key = `${file}@${width}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const value = sharp(file).resize({ width, withoutEnlargement: true }).toBuffer();
      cache.set(key, value);
      // A failed resize is not kept.
      value.catch(() => cache.delete(key));
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      return value;
    },
    get size() {
      return cache.size;
    },
  };
}
