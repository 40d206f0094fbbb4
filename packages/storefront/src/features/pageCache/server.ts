/**
 * Server-only: what the cached catalogue pages share: how long a generated page is served before it is
 * rendered again in the background (on-demand revalidation from the back-ends' webhooks makes most changes
 * visible at once; the period is the backstop), the view a route's `view` parameter names, and the record
 * of the views this process generated (so a webhook can revalidate the filtered views too).
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

/** Records that `path` (a public path, or an internal view route) was generated for `tag`. */
export function recordGeneratedView(tag: string, path: string): void {
  add(tag, path, MAX_PATHS_PER_TAG);
  add(ALL_TAG, path, MAX_PATHS);
}

/** The internal view paths this process generated for a tag. */
export function generatedViews(tag: string): string[] {
  return [...(generated().byTag.get(tag) ?? [])];
}

export const listingTag = (completeUri: string) => `listing:${completeUri}`;
export const productTag = (uri: string) => `product:${uri}`;

export type { CatalogueView };
