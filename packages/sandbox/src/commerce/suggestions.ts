/**
 * `checkout/suggestions`: what a search box shows while the shopper types. A few products, the categories
 * and lines whose names match, and completions of the last word taken from the matching products' names;
 * when nothing matches, the most popular categories to go on from.
 */
import type { Catalogue } from '../catalogue';
import type { CategoryRecord, ProductRecord, RequestContext } from '../catalogueRecords';
import { fold } from '../textFold';
import { SEARCH_TEXT_MAX_CHARS, SEARCH_TEXT_MIN_CHARS } from '../constants';
import { HttpError, RawJson } from '../http';
import { intParam } from './validate';

/** Products in one answer, at most and by default. */
export const SUGGESTED_PRODUCTS_MAX = 6;
/** Categories, lines and completions in one answer, at most each. */
export const SUGGESTED_NAMES_MAX = 4;
/** C0 and C1 control characters (a tab, a newline, a NUL…): never part of a keyword. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** The search text of a suggestions (or search) call, or a 400 naming `text`. */
export function searchText(query: URLSearchParams): string {
  const raw = query.get('text') ?? '';
  const text = raw.trim();
  if (text.length < SEARCH_TEXT_MIN_CHARS || text.length > SEARCH_TEXT_MAX_CHARS) {
    throw new HttpError(400, { text: `must be ${SEARCH_TEXT_MIN_CHARS} to ${SEARCH_TEXT_MAX_CHARS} characters` });
  }
  if (CONTROL_CHARACTERS.test(raw)) throw new HttpError(400, { text: 'must not contain control characters' });
  return text;
}

interface NamedCategory {
  category: string;
  name: string;
  completeUri: string;
}

export class Suggestions {
  constructor(private catalogue: Catalogue) {}

  suggest(query: URLSearchParams, ctx: RequestContext) {
    const text = searchText(query);
    const limit = intParam(query.get('items'), 'items', 1, SUGGESTED_PRODUCTS_MAX, SUGGESTED_PRODUCTS_MAX);
    const words = fold(text).split(/\s+/).filter(Boolean);
    const found = [...this.catalogue.products.values()].filter(
      (p) => this.catalogue.inMarket(p, ctx.market) && words.every((w) => p.search[ctx.lang].includes(w)),
    );
    const named = this.visibleCategories(ctx.market).filter((c) =>
      words.every((w) => fold(c.names[ctx.lang]).includes(w)),
    );
    const view = (c: CategoryRecord): NamedCategory => ({
      category: c.id,
      name: c.names[ctx.lang],
      completeUri: c.completeUri,
    });
    const isLine = (c: CategoryRecord) => c.completeUri.startsWith('line/');
    return {
      products: RawJson.array(found.slice(0, limit).map((p) => this.catalogue.productJson(p, ctx, false))),
      productCount: found.length,
      categories: named
        .filter((c) => !isLine(c))
        .slice(0, SUGGESTED_NAMES_MAX)
        .map(view),
      lines: named.filter(isLine).slice(0, SUGGESTED_NAMES_MAX).map(view),
      completions: completions(text, found, ctx),
      popularCategories: found.length === 0 ? this.popular(ctx.market).map(view) : [],
    };
  }

  /** Categories shown in the market (sections included), depth first. */
  private visibleCategories(market: number): CategoryRecord[] {
    const out: CategoryRecord[] = [];
    const walk = (list: CategoryRecord[]) => {
      for (const c of list) {
        if (!this.catalogue.categoryVisibleInMarket(c, market)) continue;
        out.push(c);
        walk(c.children);
      }
    };
    walk(this.catalogue.roots);
    return out;
  }

  /**
   * The most popular categories: the back-end keeps no sales ranking, so those offering the most products in
   * the market come first (sections and lines left out: they are one click away in the menu already).
   */
  private popular(market: number): CategoryRecord[] {
    const inMarket = (c: CategoryRecord) =>
      c.products.filter((id) => {
        const p = this.catalogue.products.get(id);
        return p !== undefined && this.catalogue.inMarket(p, market);
      }).length;
    return this.visibleCategories(market)
      .filter((c) => c.parent !== null && !c.completeUri.startsWith('line/') && !c.special)
      .map((c) => ({ c, count: inMarket(c) }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count || a.c.sortOrder - b.c.sortOrder)
      .slice(0, SUGGESTED_NAMES_MAX)
      .map(({ c }) => c);
  }
}

/**
 * Query completions: the typed text with its last word completed to a word of a matching product's name
 * ("sne" → "sneaker"), most frequent first; the typed text itself is never one.
 */
function completions(text: string, found: ProductRecord[], ctx: RequestContext): string[] {
  const typed = text.split(/\s+/);
  const last = fold(typed.pop() ?? '');
  const counts = new Map<string, number>();
  for (const p of found) {
    for (const word of p.texts[ctx.lang].name.split(/[\s-]+/)) {
      const folded = fold(word);
      if (folded.length > last.length && folded.startsWith(last)) {
        const lower = word.toLocaleLowerCase(ctx.lang);
        counts.set(lower, (counts.get(lower) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SUGGESTED_NAMES_MAX)
    .map(([word]) => [...typed, word].join(' '));
}
