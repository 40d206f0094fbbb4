/**
 * The Prismic REST API v2 subset (`/prismic/api/v2`), preview refs, the
 * content proxy (`/content/prismic/…`) and the general service's content
 * calls (`search/lines`, `search/quicklinks`).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { HttpError } from '../http';
import { parseOrderings, parseQuery, QueryError, type Predicate, type Value } from './query';
import { CONTENT_LANGUAGES, MASTER_LANGUAGE, type ContentStore, type PrismicDocument } from './store';

const LANGUAGE_NAMES: Record<string, string> = {
  'it-it': 'Italian - Italy',
  'es-es': 'Spanish - Spain',
  'de-de': 'German - Germany',
  'en-gb': 'English - Great Britain',
};
const MAX_PAGE_SIZE = 100;
export const BLOG_TYPE = 'blog_article';
export const BLOG_TAGS = ['players', 'collabs', 'objects', 'events'] as const;

/** Prismic's error bodies, which @prismicio/client maps to its error classes. */
export class PrismicError extends Error {
  constructor(
    public status: number,
    public body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

function resolvePath(doc: PrismicDocument, path: string): unknown {
  if (path === 'document.type') return doc.type;
  if (path === 'document.id') return doc.id;
  if (path === 'document.tags') return doc.tags;
  if (path === 'document.lang') return doc.lang;
  if (path === 'document.first_publication_date') return doc.first_publication_date;
  if (path === 'document.last_publication_date') return doc.last_publication_date;
  const m = /^my\.([^.]+)\.(.+)$/.exec(path);
  if (m) {
    if (m[1] !== doc.type) return undefined;
    if (m[2] === 'uid') return doc.uid;
    let value: unknown = doc.data;
    for (const key of (m[2] as string).split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  }
  throw new QueryError(`unknown path ${path}`);
}

function asList(v: Value | undefined): Value[] {
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

function matches(doc: PrismicDocument, p: Predicate): boolean {
  const actual = resolvePath(doc, p.path);
  const arg = p.args[0];
  switch (p.name) {
    case 'at':
      if (Array.isArray(actual)) return asList(arg).every((v) => actual.includes(v));
      return actual === arg || (actual !== undefined && actual !== null && String(actual) === String(arg));
    case 'not':
      if (Array.isArray(actual)) return !asList(arg).every((v) => actual.includes(v));
      return actual !== arg;
    case 'any':
    case 'in': {
      const wanted = asList(arg);
      if (Array.isArray(actual)) return actual.some((v) => wanted.includes(v as Value));
      return wanted.some((v) => v === actual);
    }
    case 'has':
      return actual !== undefined && actual !== null;
    case 'missing':
      return actual === undefined || actual === null;
    case 'fulltext':
      return JSON.stringify(doc.data).toLowerCase().includes(String(arg ?? '').toLowerCase());
    default:
      throw new QueryError(`unsupported predicate ${p.name}`);
  }
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export class PrismicApi {
  constructor(
    readonly store: ContentStore,
    private db: Db,
    private apiBase: string,
    private previewTtlMs: number,
  ) {}

  repository() {
    const ref = this.store.refresh();
    return {
      refs: [{ id: 'master', ref, label: 'Master', isMasterRef: true }],
      bookmarks: {},
      languages: CONTENT_LANGUAGES.map((id) => ({ id, name: LANGUAGE_NAMES[id] ?? id })),
      types: Object.fromEntries(this.store.types().map((t) => [t, t])),
      tags: this.store.tags(),
      forms: {
        everything: {
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          action: `${this.apiBase}/documents/search`,
          fields: {
            ref: { type: 'String', multiple: false },
            q: { type: 'String', multiple: true },
            lang: { type: 'String', multiple: false },
            page: { type: 'Integer', multiple: false, default: '1' },
            pageSize: { type: 'Integer', multiple: false, default: '20' },
            orderings: { type: 'String', multiple: false },
            after: { type: 'String', multiple: false },
            fetch: { type: 'String', multiple: false },
            fetchLinks: { type: 'String', multiple: false },
            graphQuery: { type: 'String', multiple: false },
            routes: { type: 'String', multiple: false },
          },
        },
      },
      oauth_initiate: `${this.apiBase}/oauth/authorize`,
      oauth_token: `${this.apiBase}/oauth/token`,
      version: 'sandbox',
      license: 'All Rights Reserved',
      experiments: { draft: [], running: [] },
    };
  }

  issuePreviewRef(now = Date.now()): { ref: string; expiresAt: string } {
    const ref = `preview.${randomBytes(18).toString('base64url')}`;
    this.db.prepare('DELETE FROM preview_ref WHERE expires_at < ?').run(now);
    this.db.prepare('INSERT INTO preview_ref (ref, expires_at) VALUES (?, ?)').run(ref, now + this.previewTtlMs);
    return { ref, expiresAt: new Date(now + this.previewTtlMs).toISOString() };
  }

  /** The documents a ref sees; unknown refs answer as Prismic does, naming the master ref so the client retries. */
  private documentsFor(ref: string | null, now = Date.now()): PrismicDocument[] {
    const master = this.store.refresh();
    if (!ref) {
      throw new PrismicError(400, { type: 'parsing-error', message: 'ref parameter is required' });
    }
    if (ref === master || this.store.knownRefs.has(ref)) return this.store.published;
    if (ref.startsWith('preview.')) {
      const row = this.db.prepare<[string], { expires_at: number }>('SELECT expires_at FROM preview_ref WHERE ref = ?').get(ref);
      if (row && row.expires_at > now) return this.store.withDrafts();
      if (row) {
        throw new PrismicError(404, { type: 'api_security_error', message: `The preview token ${ref} has expired. Master ref is: ${master}` });
      }
    }
    throw new PrismicError(404, {
      type: 'api_notfound_error',
      message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${master}`,
    });
  }

  search(query: URLSearchParams, requestUrl: URL) {
    let docs = this.documentsFor(query.get('ref'));
    try {
      const lang = query.get('lang') ?? MASTER_LANGUAGE;
      if (lang !== '*') docs = docs.filter((d) => d.lang === lang);
      for (const q of query.getAll('q')) {
        const predicates = parseQuery(q);
        docs = docs.filter((d) => predicates.every((p) => matches(d, p)));
      }
      const orderings = query.get('orderings');
      if (orderings) {
        const order = parseOrderings(orderings);
        docs = [...docs].sort((a, b) => {
          for (const o of order) {
            const c = compare(resolvePath(a, o.path), resolvePath(b, o.path));
            if (c !== 0) return o.desc ? -c : c;
          }
          return 0;
        });
      }
    } catch (error) {
      if (error instanceof QueryError) throw new PrismicError(400, { type: 'parsing-error', message: error.message });
      throw error;
    }
    const pageSize = Number(query.get('pageSize') ?? 20);
    const page = Number(query.get('page') ?? 1);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw new PrismicError(400, { type: 'parsing-error', message: `pageSize must be between 1 and ${MAX_PAGE_SIZE}` });
    }
    if (!Number.isInteger(page) || page < 1) throw new PrismicError(400, { type: 'parsing-error', message: 'page must be at least 1' });
    const total = docs.length;
    const totalPages = Math.max(1, Math.ceil(total / pageSize));
    const results = docs.slice((page - 1) * pageSize, page * pageSize);
    const pageUrl = (n: number) => {
      const u = new URL(requestUrl.toString());
      u.searchParams.set('page', String(n));
      return `${this.apiBase}/documents/search${u.search}`;
    };
    return {
      page,
      results_per_page: pageSize,
      results_size: results.length,
      total_results_size: total,
      total_pages: totalPages,
      next_page: page < totalPages ? pageUrl(page + 1) : null,
      prev_page: page > 1 ? pageUrl(page - 1) : null,
      results,
      version: 'sandbox',
      license: 'All Rights Reserved',
    };
  }

  /** `/content/prismic/{type}/{uid}`. */
  proxyDocument(type: string, uid: string, langParam: string | null): PrismicDocument {
    const doc = this.store.find(type, uid, contentLang(langParam));
    if (!doc) throw new HttpError(404, { uid: 'not found' });
    return doc;
  }

  /** `/content/prismic/blog`: articles, newest first, with tag counters. */
  blog(langParam: string | null, excerptOnly: boolean, tag: string | null) {
    const lang = contentLang(langParam);
    const all = this.store.published
      .filter((d) => d.type === BLOG_TYPE && d.lang === lang)
      .sort((a, b) => compare(b.data.publication_date ?? b.first_publication_date, a.data.publication_date ?? a.first_publication_date));
    const tags = Object.fromEntries([['all', all.length], ...BLOG_TAGS.map((t) => [t, all.filter((d) => d.tags.includes(t)).length])]);
    const listed = tag && tag !== 'all' ? all.filter((d) => d.tags.includes(tag)) : all;
    const articles = listed.map((d) => {
      if (!excerptOnly) return d;
      const { slices: _slices, ...data } = d.data;
      return { ...d, data };
    });
    return { articles, tags };
  }

  lines(langParam: string | null) {
    const lang = contentLang(langParam);
    return {
      lines: this.store.published
        .filter((d) => d.type === 'list-lines' && d.lang === lang)
        .map((d) => ({ uid: d.uid, lang: d.lang, line_uid: d.data.line_uid ?? d.uid, ...d.data })),
    };
  }

  quicklinks(langParam: string | null) {
    const doc = this.store.find('search-links', 'search-links', contentLang(langParam));
    return { quicklinks: (doc?.data.links as unknown[] | undefined) ?? [] };
  }

  findByTypeUid(type: string, uid: string, lang: string): PrismicDocument | undefined {
    return this.store.find(type, uid, contentLang(lang), this.store.withDrafts());
  }

  /** A document by its id in any language, for the preview redirect. */
  findById(id: string, withDrafts: boolean): PrismicDocument | undefined {
    return (withDrafts ? this.store.withDrafts() : this.store.published).find((d) => d.id === id);
  }
}

/** `it`, `it-it` and friends → Prismic's code; anything else is a 400. */
export function contentLang(value: string | null): string {
  if (!value) return MASTER_LANGUAGE;
  const lower = value.toLowerCase();
  const found = CONTENT_LANGUAGES.find((l) => l === lower || l.slice(0, 2) === lower);
  if (!found) throw new HttpError(400, { lang: `must be one of ${CONTENT_LANGUAGES.join(', ')}` });
  return found;
}
