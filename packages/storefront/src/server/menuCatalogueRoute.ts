/**
 * `GET /api/menu-catalogue?lang=it`: what the menus read of the shared
 * content (categories, date windows, lines' pictures) for a language, from
 * the server's shared-content cache. The menus load it with their code the
 * first time they open, so no page's HTML carries it. The same for every
 * visitor of a language (cacheable), except in a content preview, whose lines
 * come from the editor's ref.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { LANGUAGES, type Language } from '../lib/locale/constants';
import { cookie as prismicCookie } from '@prismicio/client';
import { getSharedContent } from '../core/content/server';
import { menuCatalogue } from '../core/content/shell';

/** As long as the shared content itself is reused (SHARED_CONTENT_TTL_MS). */
export const MENU_CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export async function menuCatalogueRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    res.status(405).json({ errors: { method: 'only GET' } });
    return;
  }
  const lang = req.query.lang;
  if (typeof lang !== 'string' || !(LANGUAGES as readonly string[]).includes(lang)) {
    res.status(400).json({ errors: { lang: `must be one of ${LANGUAGES.join(', ')}` } });
    return;
  }
  const shared = await getSharedContent(lang as Language);
  const preview = Boolean(req.cookies[prismicCookie.preview]);
  const content = preview
    ? await (await import('../features/editorial/previewLines')).previewSharedContent(shared, req)
    : shared;
  res.setHeader('Cache-Control', preview ? 'private, no-store' : MENU_CATALOGUE_CACHE_CONTROL);
  res.status(200).json(menuCatalogue(content));
}
