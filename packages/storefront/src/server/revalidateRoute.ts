/**
 * Server-only: the on-demand revalidation webhooks' handlers (`POST /api/revalidate/catalogue`, `POST
 * /api/revalidate/content`). Each checks the shared secret (REVALIDATE_SECRET), maps the change to the
 * localized paths it touches (revalidation.ts) and asks Next to render each again (`res.revalidate`), only
 * where a page was generated: a path nobody visited stays unrendered until someone does. The filtered
 * views come from the shared record (pageCache/server.ts): whichever instance the webhook reaches
 * revalidates the views any instance generated, and its renders land in the shared page cache.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { readConfig } from '../lib/config';
import { createContentClient } from '../lib/content/client';
import { CONTENT_LANGS } from '../lib/content/langs';
import { resetSharedContent } from '../core/content/server';
import {
  catalogueRevalidationPaths,
  contentRevalidationPaths,
  parseCatalogueChange,
  parseContentWebhook,
  type ChangedDocument,
} from './revalidation';
import { heldPaths, isPublicPath, refreshCacheTier } from './cacheTier';
import { ALL_TAG, generatedViews, listingTag, productTag, serverCampaignToken } from '../features/catalog/viewCache';

/** The secret header of the catalogue webhook (the body's `secret` works too). */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
/** Paths revalidated at once (each is a request to this server). */
const CONCURRENCY = 8;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether the request carries the shared secret (header or body), compared in constant time. */
export function hasSecret(req: NextApiRequest): boolean {
  const header = req.headers[REVALIDATE_SECRET_HEADER];
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as { secret?: unknown };
  const given = typeof header === 'string' ? header : typeof body.secret === 'string' ? body.secret : '';
  return timingSafeEqual(digest(given), digest(readConfig().revalidateSecret));
}

/**
 * Asks Next to render each path again where it was generated (`unstable_onlyGenerated`: a path with no
 * cache entry is left alone, without rendering; Next does not say which ones those were).
 */
async function revalidateAll(res: NextApiResponse, paths: readonly string[]) {
  const failed: string[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        await res.revalidate(path, { unstable_onlyGenerated: true });
      } catch (error) {
        // Without Next's in-process revalidation (serverless), a path never generated answers 404: no failure.
        if (!String(error).includes('404')) failed.push(path);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failed.length) console.error(`revalidate: ${failed.length} path(s) failed, e.g. ${failed[0]}`);
  // The cache tier in front, if there is one, replaces its copies of the pages now rendered afresh. The
  // webhook's answer does not wait for it: the change is already in Next's cache, a sender's timeout is short,
  // and a refresh through the tier takes one page render per changed page (it logs what it could not refresh).
  // Only pages the page cache holds: one nobody visited is not in the tier either.
  const { cacheTierUrl, revalidateSecret } = readConfig();
  if (!cacheTierUrl) return { failed: failed.length };
  const refresh = (await heldPaths(paths.filter((path) => !failed.includes(path)))).filter(isPublicPath);
  void refreshCacheTier(refresh, { url: cacheTierUrl, secret: revalidateSecret });
  return { failed: failed.length, cacheTierRefreshing: refresh.length };
}

function refuse(req: NextApiRequest, res: NextApiResponse): boolean {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    res.status(405).json({ errors: { method: 'POST only' } });
    return true;
  }
  if (!hasSecret(req)) {
    res.status(401).json({ errors: { secret: 'wrong secret' } });
    return true;
  }
  return false;
}

/** `POST /api/revalidate/catalogue`: `{ products?: [uri], categories?: [completeUri] }`. */
export async function revalidateCatalogue(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (refuse(req, res)) return;
  const parsed = parseCatalogueChange(req.body);
  if ('errors' in parsed) return void res.status(400).json({ errors: parsed.errors });
  const { change } = parsed;
  const paths = new Set(catalogueRevalidationPaths(change, { campaignToken: await serverCampaignToken() }));
  // The views generated for each product and each category and its parents, by any instance.
  const tags = [
    ...change.products.map(productTag),
    ...change.categories.flatMap((uri) => {
      const parts = uri.split('/');
      return parts.map((_, i) => listingTag(parts.slice(0, i + 1).join('/')));
    }),
  ];
  for (const views of await Promise.all([...new Set(tags)].map(generatedViews))) {
    for (const path of views) paths.add(path);
  }
  res.status(200).json({ paths: paths.size, ...(await revalidateAll(res, [...paths])) });
}

/** `POST /api/revalidate/content`: Prismic's webhook, `{ type: 'api-update', secret, documents: [ids] }`. */
export async function revalidateContent(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (refuse(req, res)) return;
  const parsed = parseContentWebhook(req.body);
  if ('errors' in parsed) return void res.status(400).json({ errors: parsed.errors });
  const ids = parsed.webhook.documents;
  if (!ids.length) return void res.status(200).json({ paths: 0, failed: 0 });
  // The shared content (labels, menu, lines…) is cached per process: the next render reads it afresh.
  resetSharedContent();
  let documents: ChangedDocument[];
  try {
    const found = await createContentClient().getByIDs(ids, { lang: '*', pageSize: 100 });
    documents = found.results.map((d) => ({ type: d.type, uid: d.uid ?? null, lang: d.lang }));
  } catch {
    documents = [];
  }
  // A document that cannot be read (unpublished, deleted) may have been shown anywhere: treat it as shared.
  if (documents.length < ids.length) {
    documents.push(...Object.values(CONTENT_LANGS).map((lang) => ({ type: 'unknown', uid: null, lang })));
  }
  const { paths, sharedLanguages } = contentRevalidationPaths(documents);
  const all = new Set(paths);
  if (sharedLanguages.length) {
    // Shared content shows on every page of its language: the catalogue pages this process generated.
    for (const path of await generatedViews(ALL_TAG)) {
      if (sharedLanguages.some((language) => path.startsWith(`/${language}-`))) all.add(path);
    }
  }
  res.status(200).json({ paths: all.size, ...(await revalidateAll(res, [...all])) });
}
