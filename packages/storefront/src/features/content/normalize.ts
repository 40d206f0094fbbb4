/**
 * Tolerant readers that turn back-end and Prismic payloads into the shared
 * content's shapes. Anything malformed is skipped, never thrown on: a bad
 * entry must not cost the page its other labels.
 */
import type { BlogTags, Category, CategoryPage, FaqChapter, LineContent, MenuLink, MenuSection, Pricelist, QuickLink } from './types';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Plain text of a Prismic field: a string, or rich text blocks joined by new lines. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  return arr(value)
    .map((block) => (isObject(block) ? (str(block.text) ?? '') : ''))
    .join('\n');
}

/** A Prismic link field or a plain string, as an href. */
export function linkHref(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return '';
  return str(value.url) ?? str(value.href) ?? (str(value.uid) ? `/${str(value.uid)}` : '');
}

/** `{ key, text }` groups into a map. */
export function keyTextMap(group: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of arr(group)) {
    if (!isObject(entry)) continue;
    const key = str(entry.key);
    const text = plainText(entry.text ?? entry.value ?? entry.label);
    if (key) out[key] = text;
  }
  return out;
}

export function readLabels(data: unknown): { labels: Record<string, string>; filterLabels: Record<string, string> } {
  if (!isObject(data)) return { labels: {}, filterLabels: {} };
  return { labels: keyTextMap(data.labels), filterLabels: keyTextMap(data.filter_labels ?? data.filters) };
}

export function readTicker(data: unknown): string[] {
  if (!isObject(data)) return [];
  return arr(data.phrases)
    .map((p) => (isObject(p) ? plainText(p.phrase) : ''))
    .filter((p) => p.trim() !== '');
}

export function readFaqs(data: unknown): FaqChapter[] {
  if (!isObject(data)) return [];
  const chapters = arr(data.chapters ?? data.faq ?? data.list);
  return chapters.flatMap((c): FaqChapter[] => {
    if (!isObject(c)) return [];
    const items = arr(c.items).flatMap((i) =>
      isObject(i) ? [{ title: plainText(i.title), text: plainText(i.text) }] : [],
    );
    return [{ chapter: plainText(c.chapter), key_text: str(c.key_text) ?? '', items }];
  });
}

function readLinks(value: unknown): MenuLink[] {
  return arr(value).flatMap((l) => {
    if (!isObject(l)) return [];
    const label = plainText(l.label ?? l.title ?? l.text);
    const to = linkHref(l.to ?? l.link ?? l.url);
    return label && to ? [{ label, to }] : [];
  });
}

/** website-menu: sections as a group, or as slices (slice_type = section key). */
export function readMenu(data: unknown): MenuSection[] {
  if (!isObject(data)) return [];
  const sections = arr(data.sections);
  if (sections.length) {
    return sections.flatMap((s) =>
      isObject(s) && str(s.key) ? [{ key: str(s.key)!, title: plainText(s.title), links: readLinks(s.links) }] : [],
    );
  }
  return arr(data.slices ?? data.body).flatMap((s) => {
    if (!isObject(s)) return [];
    const primary = isObject(s.primary) ? s.primary : {};
    const key = str(primary.key) ?? str(s.slice_type);
    return key ? [{ key, title: plainText(primary.title), links: readLinks(s.items) }] : [];
  });
}

export function readCategoryPages(documents: unknown[]): CategoryPage[] {
  return documents.flatMap((doc) => {
    const data = isObject(doc) && isObject(doc.data) ? doc.data : null;
    const uri = data && str(data.category_uri);
    if (!data || !uri) return [];
    return [{ category_uri: uri, start_date: str(data.start_date) ?? null, end_date: str(data.end_date) ?? null }];
  });
}

export function readCategories(body: unknown): Category[] {
  const list = isObject(body) ? body.categories : body;
  return arr(list).filter((c): c is Category => isObject(c) && typeof c.uri === 'string' && typeof c.completeUri === 'string');
}

export function readPricelists(body: unknown): Pricelist[] {
  const list = isObject(body) ? body.pricelists : body;
  return arr(list).filter((p): p is Pricelist => isObject(p) && typeof p.name === 'string' && Array.isArray(p.countries));
}

export function readLines(body: unknown): LineContent[] {
  const list = isObject(body) ? body.lines : body;
  return arr(list).filter((l): l is LineContent => isObject(l) && typeof l.line_uid === 'string');
}

export function readQuickLinks(body: unknown): QuickLink[] {
  const list = isObject(body) ? body.quicklinks : body;
  return readLinks(list).map(({ label, to }) => ({ label, to }));
}

export function readBlogTags(body: unknown): BlogTags | null {
  const tags = isObject(body) ? body.tags : null;
  if (!isObject(tags)) return null;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  return { players: n(tags.players), collabs: n(tags.collabs), objects: n(tags.objects), events: n(tags.events), all: n(tags.all) };
}
