import { documentPath } from '../../lib/content/routes';

/**
 * Editors write shop links without a locale (`/shop/woman/new-collection`,
 * the same form as the search quick links) so one document serves every
 * market of its language. Before a page renders, every link in its data —
 * link fields and rich-text hyperlinks alike — gets the visitor's locale, and
 * document links get their path from the shared route table.
 */
export function localizeLinks<T>(value: T, locale: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeLinks(item, locale)) as T;
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) out[key] = localizeLinks(child, locale);
  if (record.link_type === 'Web' && typeof record.url === 'string') {
    out.url = localizePath(record.url, locale);
  } else if (record.link_type === 'Document' && typeof record.type === 'string') {
    const path = documentPath({ type: record.type, uid: typeof record.uid === 'string' ? record.uid : null });
    if (path !== null) out.url = `/${locale}${path}`;
  }
  return out as T;
}

/** `/shop/woman` → `/de-at/shop/woman`; absolute URLs, anchors and already-localized paths stay. */
export function localizePath(url: string, locale: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (/^\/[a-z]{2}-[a-z]{2}(\/|$|\?|#)/.test(url)) return url;
  return url === '/' ? `/${locale}` : `/${locale}${url}`;
}
