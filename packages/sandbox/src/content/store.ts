/**
 * The content documents in `content/`, served as Prismic documents. Files are
 * re-read when they change (checked at most once a second), and the master
 * ref follows their contents, as a publish does in Prismic.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CONTENT_LANGUAGES = ['it-it', 'es-es', 'de-de', 'en-gb'] as const;
export const MASTER_LANGUAGE = 'it-it';
const DEFAULT_PUBLICATION_DATE = '2025-09-01T09:00:00+0000';

export interface PrismicDocument {
  id: string;
  uid: string | null;
  url: null;
  type: string;
  href: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: unknown[];
  lang: string;
  alternate_languages: { id: string; uid: string | null; type: string; lang: string }[];
  data: Record<string, unknown>;
}

interface FileEntry {
  path: string;
  lang: string;
  type: string;
  uid: string;
  draft: boolean;
  signature: string;
}

export function documentId(type: string, uid: string, lang: string): string {
  // Prismic ids are 16 url-safe characters; stable per type, uid and language.
  return createHash('sha1').update(`${type}/${uid}/${lang}`).digest('base64url').slice(0, 16);
}

export class ContentStore {
  published: PrismicDocument[] = [];
  drafts: PrismicDocument[] = [];
  masterRef = '';
  /** Refs that were master earlier in this process still answer (with current content), as Prismic keeps recent refs. */
  knownRefs = new Set<string>();
  errors: string[] = [];
  private signature = '';
  private checkedAt = 0;
  /** Edits made through `POST /__sandbox/content` (type/uid/lang → fields), laid over the files' documents. */
  private edits = new Map<string, Record<string, unknown>>();
  private editVersion = 0;

  constructor(
    private dir: string,
    private baseUrl: string,
    private apiBase: string,
  ) {
    this.refresh(true);
  }

  private scan(): FileEntry[] {
    const entries: FileEntry[] = [];
    const walk = (root: string, draft: boolean) => {
      for (const lang of CONTENT_LANGUAGES) {
        const langDir = join(root, lang);
        if (!existsSync(langDir)) continue;
        for (const type of readdirSync(langDir)) {
          const typeDir = join(langDir, type);
          if (!statSync(typeDir).isDirectory()) continue;
          for (const file of readdirSync(typeDir)) {
            if (!file.endsWith('.json')) continue;
            const path = join(typeDir, file);
            const s = statSync(path);
            entries.push({ path, lang, type, uid: file.slice(0, -5), draft, signature: `${path}:${s.size}:${s.mtimeMs}` });
          }
        }
      }
    };
    walk(this.dir, false);
    walk(join(this.dir, 'drafts'), true);
    return entries.sort((a, b) => a.path.localeCompare(b.path));
  }

  /** Re-reads the files when one changed; returns the master ref. */
  refresh(force = false): string {
    const now = Date.now();
    if (!force && now - this.checkedAt < 1000) return this.masterRef;
    this.checkedAt = now;
    const files = this.scan();
    const signature = files.map((f) => f.signature).join('\n');
    if (!force && signature === this.signature) return this.masterRef;
    this.signature = signature;
    const hash = createHash('sha1');
    const errors: string[] = [];
    const parse = (f: FileEntry): PrismicDocument | undefined => {
      const text = readFileSync(f.path, 'utf8');
      hash.update(text);
      let raw: Record<string, unknown>;
      try {
        raw = JSON.parse(text.replaceAll('{SANDBOX_URL}', this.baseUrl)) as Record<string, unknown>;
      } catch (error) {
        errors.push(`${f.path}: ${(error as Error).message}`);
        return undefined;
      }
      const single = f.uid === f.type;
      const first = typeof raw.first_publication_date === 'string' ? raw.first_publication_date : DEFAULT_PUBLICATION_DATE;
      const last = typeof raw.last_publication_date === 'string' ? raw.last_publication_date : first;
      const id = documentId(f.type, f.uid, f.lang);
      return {
        id,
        uid: single ? null : f.uid,
        url: null,
        type: f.type,
        href: `${this.apiBase}/documents/search?q=${encodeURIComponent(`[[at(document.id, "${id}")]]`)}`,
        tags: Array.isArray(raw.tags) ? (raw.tags as string[]) : [],
        first_publication_date: first,
        last_publication_date: last,
        slugs: single ? [] : [f.uid],
        linked_documents: [],
        lang: f.lang,
        alternate_languages: [],
        data: (raw.data as Record<string, unknown> | undefined) ?? {},
      };
    };
    const published: PrismicDocument[] = [];
    const drafts: PrismicDocument[] = [];
    for (const f of files) {
      const doc = parse(f);
      if (doc) (f.draft ? drafts : published).push(doc);
    }
    for (const list of [published, drafts]) {
      for (const doc of list) {
        doc.alternate_languages = published
          .filter((o) => o.type === doc.type && o.uid === doc.uid && o.lang !== doc.lang)
          .map((o) => ({ id: o.id, uid: o.uid, type: o.type, lang: o.lang }));
      }
    }
    for (const doc of published) {
      const edit = this.edits.get(`${doc.type}/${doc.uid ?? doc.type}/${doc.lang}`);
      if (edit) doc.data = { ...doc.data, ...edit };
    }
    hash.update(`edits:${this.editVersion}`);
    this.published = published;
    this.drafts = drafts;
    this.errors = errors;
    for (const e of errors) console.error(`content: ${e}`);
    if (this.masterRef) this.knownRefs.add(this.masterRef);
    this.masterRef = hash.digest('base64url').slice(0, 16);
    this.knownRefs.add(this.masterRef);
    return this.masterRef;
  }

  /**
   * Publishes an edit of a document's fields (the sandbox's stand-in for an editor publishing in Prismic):
   * the fields are laid over the document until `clearEdits`, and the master ref changes. Returns the
   * document, or undefined when there is none of that type, uid and language.
   */
  edit(type: string, uid: string, lang: string, fields: Record<string, unknown>): PrismicDocument | undefined {
    this.refresh();
    if (!this.find(type, uid, lang)) return undefined;
    const key = `${type}/${uid}/${lang}`;
    this.edits.set(key, { ...this.edits.get(key), ...fields });
    this.editVersion += 1;
    this.refresh(true);
    return this.find(type, uid, lang);
  }

  /** Forgets every edit (a reset). */
  clearEdits(): void {
    if (!this.edits.size) return;
    this.edits.clear();
    this.editVersion += 1;
    this.refresh(true);
  }

  /** Published documents with drafts laid over them: what a preview ref sees. */
  withDrafts(): PrismicDocument[] {
    const key = (d: PrismicDocument) => `${d.type}/${d.uid ?? d.type}/${d.lang}`;
    const draftKeys = new Set(this.drafts.map(key));
    return [...this.published.filter((d) => !draftKeys.has(key(d))), ...this.drafts];
  }

  find(type: string, uid: string, lang: string, docs = this.published): PrismicDocument | undefined {
    return docs.find((d) => d.type === type && (d.uid ?? d.type) === uid && d.lang === lang);
  }

  types(): string[] {
    return [...new Set([...this.published, ...this.drafts].map((d) => d.type))].sort();
  }

  tags(): string[] {
    return [...new Set(this.published.flatMap((d) => d.tags))].sort();
  }
}
