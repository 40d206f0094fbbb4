/**
 * The page cache's views: a category, line or product page is the same for every visitor of a
 * locale, except for what its query asks (filters, the `page` count) and the secret campaign's market.
 * Each distinct view is one cache entry: the request proxy (src/proxy.ts) turns the public query into a
 * canonical view segment (only known parameters, values validated, de-duplicated and sorted) and rewrites
 * the request to the internal ISR route that carries it (`routes.cachedView`), while the public URL stays
 * as it is. The default view (no filter, one page, the default market) is served by the public route
 * itself. Pure: no Next, no Node; unit-tested in view.test.ts.
 */
import { FILTER_FIELDS, type FilterField, type FilterSelection } from './filters';
import { pageCount } from './pageCount';
import { DEFAULT_MARKET_ID, SECRET_CAMPAIGN_MARKET_ID } from '../../lib/locale/constants';

export interface CatalogueView {
  /** 1, or 3 for the secret campaign. */
  marketId: number;
  /** The `page` count: how many grid pages the first request holds (1–50). */
  pages: number;
  filters: FilterSelection;
}

export const DEFAULT_VIEW: CatalogueView = { marketId: DEFAULT_MARKET_ID, pages: 1, filters: {} };

/** The view segment of the default view when it is addressed through the internal route. */
export const DEFAULT_VIEW_SEGMENT = 'default';

/** A filter value the cache accepts: what the catalogue's values look like (colours, sizes, lines, bands). */
const VALUE = /^[\p{L}\p{N}._+-]+$/u;
/** A longer value is dropped, as the listing's own parser (selectionFromQuery) always did. */
const MAX_VALUE_LENGTH = 40;
/** At most this many values per filter (as the listing's own parser). */
const MAX_VALUES = 30;
/**
 * The longest view segment: it becomes a folder name in Next's file cache (255 bytes at most on every
 * file system), so a query beyond it is refused (404) rather than cached under a name the disk refuses.
 */
export const MAX_VIEW_SEGMENT = 200;

const FIELD_CODES: Readonly<Record<FilterField, string>> = { var_color: 'c', size: 's', line: 'l', price_band: 'b' };

function filterValues(raw: string[]): string[] | 'invalid' {
  let values = raw
    .join(',')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.some((v) => !VALUE.test(v))) return 'invalid';
  values = values.filter((v) => v.length <= MAX_VALUE_LENGTH);
  return [...new Set(values)].sort().slice(0, MAX_VALUES);
}

export type ViewKind = 'listing' | 'product';

/**
 * The canonical view of a request: `null` for the default view (served by the public route), `'invalid'`
 * when the query cannot name a cacheable view (a filter value the catalogue cannot have, or a view too long
 * to cache): the page answers 404. Unknown parameters are dropped; an invalid `page` means one page, as the
 * listing always did. A product page only varies by market.
 */
export function viewFromQuery(
  params: URLSearchParams,
  { campaign, kind }: { campaign: boolean; kind: ViewKind },
): CatalogueView | null | 'invalid' {
  const marketId = campaign ? SECRET_CAMPAIGN_MARKET_ID : DEFAULT_MARKET_ID;
  if (kind === 'product') return marketId === DEFAULT_MARKET_ID ? null : { ...DEFAULT_VIEW, marketId };
  const filters: FilterSelection = {};
  for (const field of FILTER_FIELDS) {
    const raw = params.getAll(field);
    if (!raw.length) continue;
    const values = filterValues(raw);
    if (values === 'invalid') return 'invalid';
    if (values.length) filters[field] = values;
  }
  const view: CatalogueView = { marketId, pages: pageCount(params.get('page')), filters };
  if (isDefaultView(view)) return null;
  return viewSegment(view, '').length > MAX_VIEW_SEGMENT ? 'invalid' : view;
}

export function isDefaultView(view: CatalogueView): boolean {
  return (
    view.marketId === DEFAULT_MARKET_ID && view.pages === 1 && FILTER_FIELDS.every((f) => !view.filters[f]?.length)
  );
}

/**
 * A view as one path segment: `m3.{token}~p2~s38,39~cpaprika` (market, page count, then each filter by its
 * one-letter code in a fixed order, values sorted). The secret campaign's market carries a token only the
 * server knows, so its prices cannot be reached by typing the internal address.
 */
export function viewSegment(view: CatalogueView, campaignToken: string): string {
  const parts: string[] = [];
  if (view.marketId !== DEFAULT_MARKET_ID) parts.push(`m${view.marketId}.${campaignToken}`);
  if (view.pages !== 1) parts.push(`p${view.pages}`);
  for (const field of FILTER_FIELDS) {
    const values = view.filters[field];
    if (values?.length) parts.push(`${FIELD_CODES[field]}${[...values].sort().join(',')}`);
  }
  return parts.length ? parts.join('~') : DEFAULT_VIEW_SEGMENT;
}

/**
 * The view a segment names, or null when it is not one (malformed, not canonical, or the campaign's market
 * without the right token): the internal route then answers 404, so no two addresses cache the same view
 * and nothing but the canonical form is ever stored.
 */
export function parseViewSegment(segment: unknown, campaignToken: string): CatalogueView | null {
  if (typeof segment !== 'string' || segment.length > MAX_VIEW_SEGMENT + 40) return null;
  if (segment === DEFAULT_VIEW_SEGMENT) return DEFAULT_VIEW;
  const view: CatalogueView = { marketId: DEFAULT_MARKET_ID, pages: 1, filters: {} };
  for (const part of segment.split('~')) {
    const code = part[0];
    const rest = part.slice(1);
    if (code === 'm') {
      if (rest !== `${SECRET_CAMPAIGN_MARKET_ID}.${campaignToken}`) return null;
      view.marketId = SECRET_CAMPAIGN_MARKET_ID;
    } else if (code === 'p') {
      if (!/^[1-9][0-9]?$/.test(rest)) return null;
      view.pages = Number(rest);
    } else {
      const field = FILTER_FIELDS.find((f) => FIELD_CODES[f] === code);
      if (!field) return null;
      const values = filterValues([rest]);
      if (values === 'invalid' || !values.length) return null;
      view.filters[field] = values;
    }
  }
  return viewSegment(view, campaignToken) === segment ? view : null;
}

/** The public query of a view (what the listing's URL shows), in the listing's own order. */
export function viewQuery(view: CatalogueView): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const values = view.filters[field];
    if (values?.length) query[field] = values.join(',');
  }
  if (view.pages !== 1) query.page = String(view.pages);
  return query;
}

/**
 * The campaign market's token: derived from the server's secret (sha-256, hex, 16 characters), with Web
 * Crypto so the request proxy and the pages compute the same one.
 */
export async function campaignToken(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`passo-campaign-view:${secret}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}
