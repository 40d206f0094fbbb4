/**
 * Server-only: what the cached catalogue pages share: how long a generated page is served before it is
 * rendered again in the background (on-demand revalidation from the back-ends' webhooks makes most changes
 * visible at once; the period is the backstop), the view a route's `view` parameter names, and the record
 * of the views generated (so a webhook can revalidate the filtered views too): this process's, and with a
 * shared page cache (REDIS_URL) every instance's.
 */
import { readConfig } from '../../lib/config';
import { campaignToken, DEFAULT_VIEW, parseViewSegment, type CatalogueView } from './view';

/** A cached catalogue page is rendered again at most this often when no webhook said so earlier. */
export const CATALOGUE_REVALIDATE_S = 60;
/** A category with a date window (its own or its editorial page's) is checked this often, so it closes on time. */
export const WINDOWED_REVALIDATE_S = 10;

let token: Promise<string> | null = null;

/** The secret campaign's token for view segments (derived from REVALIDATE_SECRET). */
export function serverCampaignToken(): Promise<string> {
  token ??= campaignToken(readConfig().revalidateSecret);
  return token;
}

/** The view of a route: the default for a public route (no `view` parameter), else its segment's; null: 404. */
export async function viewOfParams(params: Record<string, string | string[] | undefined> | undefined) {
  const segment = params?.view;
  if (segment === undefined) return DEFAULT_VIEW;
  return parseViewSegment(segment, await serverCampaignToken());
}

interface GeneratedViews {
  /** Tag (`product:{uri}`, `listing:{completeUri}`) → internal paths generated for it. */
  byTag: Map<string, Set<string>>;
}

// One record per process: Next bundles each page and API route apart, so the record lives on globalThis.
const KEY = Symbol.for('passo.pageCache.generatedViews');
function generated(): GeneratedViews {
  const holder = globalThis as { [KEY]?: GeneratedViews };
  holder[KEY] ??= { byTag: new Map() };
  return holder[KEY];
}

const MAX_PATHS_PER_TAG = 500;
/** The tag every generated path is also recorded under (shared content touches them all). */
export const ALL_TAG = '*';
const MAX_PATHS = 20_000;

function add(tag: string, path: string, max: number): void {
  const { byTag } = generated();
  const set = byTag.get(tag) ?? new Set<string>();
  if (set.size < max) set.add(path);
  byTag.set(tag, set);
}

/**
 * The record every instance shares, when the page cache is shared (src/server/cache-handler.mjs publishes it
 * with REDIS_URL): a webhook reaches one instance, which must revalidate the views the others generated too.
 */
interface SharedViews {
  record(tag: string, path: string): Promise<void>;
  /** null: the shared store cannot say now (the process's own record still answers). */
  list(tag: string): Promise<string[] | null>;
}
const SHARED_KEY = Symbol.for('passo.pageCache.sharedViews');
function sharedViews(): SharedViews | undefined {
  return (globalThis as { [SHARED_KEY]?: SharedViews })[SHARED_KEY];
}

/**
 * Records that `path` (a public path, or an internal view route) was generated for `tag`: in this process,
 * and in the shared record when there is one (never failing: the handler logs and skips while Redis is away).
 */
export async function recordGeneratedView(tag: string, path: string): Promise<void> {
  add(tag, path, MAX_PATHS_PER_TAG);
  add(ALL_TAG, path, MAX_PATHS);
  await sharedViews()?.record(tag, path);
}

/** The view paths generated for a tag: by this process, and by every instance when the record is shared. */
export async function generatedViews(tag: string): Promise<string[]> {
  const own = generated().byTag.get(tag) ?? [];
  const shared = (await sharedViews()?.list(tag)) ?? [];
  return [...new Set([...own, ...shared])];
}

export const listingTag = (completeUri: string) => `listing:${completeUri}`;
export const productTag = (uri: string) => `product:${uri}`;

export type { CatalogueView };
