import { documentPath } from '../../lib/content/routes';
import { localizePath } from '../../lib/routes';

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
    if (path !== null) out.url = localizePath(path, locale);
  }
  return out as T;
}
