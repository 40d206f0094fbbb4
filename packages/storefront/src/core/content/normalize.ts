/**
 * Tolerant readers that turn back-end and Prismic payloads into the shared
 * content's shapes. Anything malformed is skipped, never thrown on: a bad
 * entry must not cost the page its other labels.
 */
import type {
  Category,
  CategoryPage,
  ContentImage,
  LineContent,
  MenuContent,
  MenuLink,
  MenuPlacement,
  MenuSection,
  QuickLink,
} from './types';

import { PAGE_BACKGROUNDS, type PageBackgroundColor } from '@passo/design-system';

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

/** Filter labels are keyed `field` (the filter's name) and `field:value` (a value's name). */
export function filterLabelKey(field: string, value = ''): string {
  return value ? `${field}:${value}` : field;
}

export function readLabels(data: unknown): { labels: Record<string, string>; filterLabels: Record<string, string> } {
  if (!isObject(data)) return { labels: {}, filterLabels: {} };
  const filterLabels: Record<string, string> = {};
  for (const entry of arr(data.filter_labels)) {
    if (!isObject(entry) || !str(entry.field)) continue;
    filterLabels[filterLabelKey(str(entry.field)!, str(entry.value) ?? '')] = plainText(entry.text);
  }
  return { labels: keyTextMap(data.labels), filterLabels };
}

export function readTicker(data: unknown): string[] {
  if (!isObject(data)) return [];
  return arr(data.phrases)
    .map((p) => (isObject(p) ? plainText(p.phrase) : ''))
    .filter((p) => p.trim() !== '');
}

function readLinks(value: unknown): MenuLink[] {
  return arr(value).flatMap((l) => {
    if (!isObject(l)) return [];
    const label = plainText(l.label ?? l.title ?? l.text);
    const to = linkHref(l.to ?? l.link ?? l.url);
    return label && to ? [{ label, to }] : [];
  });
}

const PLACEMENTS: readonly MenuPlacement[] = ['shop', 'discover', 'about', 'general'];

/** A Prismic image field, or null. */
export function readImage(value: unknown): ContentImage | null {
  if (!isObject(value) || !str(value.url)) return null;
  const dims = isObject(value.dimensions) ? value.dimensions : {};
  return {
    url: str(value.url)!,
    alt: str(value.alt) ?? '',
    width: typeof dims.width === 'number' ? dims.width : 1600,
    height: typeof dims.height === 'number' ? dims.height : 900,
  };
}

/** website-menu: `menu_section` slices (primary.section, placement, title; items of label and to) and the extras. */
export function readMenu(data: unknown): MenuContent {
  const empty: MenuContent = { sections: [], playImage: null, socialLinks: [], contact: null, copyright: '' };
  if (!isObject(data)) return empty;
  const sections = arr(data.slices ?? data.body).flatMap((s): MenuSection[] => {
    if (!isObject(s)) return [];
    const primary = isObject(s.primary) ? s.primary : {};
    const key = str(primary.section) ?? str(primary.key);
    if (!key) return [];
    const placement = PLACEMENTS.find((p) => p === primary.placement) ?? 'general';
    return [{ key, placement, title: plainText(primary.title), links: readLinks(s.items) }];
  });
  const socialLinks = arr(data.social_links).flatMap((l) =>
    isObject(l) && str(l.platform) && linkHref(l.url) ? [{ platform: str(l.platform)!, url: linkHref(l.url) }] : [],
  );
  const contactTo = linkHref(data.contact_to);
  return {
    sections,
    playImage: readImage(data.play_image),
    socialLinks,
    contact: contactTo
      ? {
          title: plainText(data.contact_title),
          text: plainText(data.contact_text),
          buttonLabel: plainText(data.contact_button_label),
          to: contactTo,
        }
      : null,
    copyright: plainText(data.copyright),
  };
}

/** A document's `background_color` when it is one of the page backgrounds (paprika, violet, …), else null. */
export function pageBackgroundOf(value: unknown): PageBackgroundColor | null {
  return (PAGE_BACKGROUNDS as readonly unknown[]).includes(value) ? (value as PageBackgroundColor) : null;
}

export function readCategoryPages(documents: unknown[]): CategoryPage[] {
  return documents.flatMap((doc) => {
    const data = isObject(doc) && isObject(doc.data) ? doc.data : null;
    const uri = data && str(data.category_uri);
    if (!data || !uri) return [];
    const background = pageBackgroundOf(data.background_color);
    return [
      {
        category_uri: uri,
        start_date: str(data.start_date) ?? null,
        end_date: str(data.end_date) ?? null,
        ...(background ? { background_color: background } : {}),
      },
    ];
  });
}

export function readCategories(body: unknown): Category[] {
  const list = isObject(body) ? body.categories : body;
  return arr(list).filter((c): c is Category => isObject(c) && typeof c.uri === 'string' && typeof c.completeUri === 'string');
}

export function readLines(body: unknown): LineContent[] {
  const list = isObject(body) ? body.lines : body;
  return arr(list).filter((l): l is LineContent => isObject(l) && typeof l.line_uid === 'string');
}

export function readQuickLinks(body: unknown): QuickLink[] {
  const list = isObject(body) ? body.quicklinks : body;
  return readLinks(list).map(({ label, to }) => ({ label, to }));
}

