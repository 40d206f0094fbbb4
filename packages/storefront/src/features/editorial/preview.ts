/**
 * Server-only: the preview API routes' logic, on @prismicio/next's
 * pages-router helpers. Start: Next.js preview mode gets the preview ref, the
 * Prismic preview cookie (the app's global preview flag) is set, and the
 * editor lands on the previewed document. Exit: both are cleared.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { cookie as prismicCookie, NotFoundError } from '@prismicio/client';
import { stringifySetCookie } from 'cookie';
import { enableAutoPreviews, redirectToPreviewURL, setPreviewData } from '@prismicio/next/pages';
import { createContentClient } from '../../lib/content/client';
import { previewLinkResolver } from '../../lib/content/routes';
import { readConfig } from '../../lib/config';

/** The Prismic preview cookie (the app's global preview flag) with its ref, or emptied when `ref` is null. */
function previewCookie(ref: string | null): string {
  return stringifySetCookie(prismicCookie.preview, ref ?? '', {
    path: '/',
    sameSite: 'lax',
    secure: readConfig().secureCookies,
    ...(ref === null ? { maxAge: 0 } : {}),
  });
}

export async function startPreview(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  if (!token) {
    res.status(400).json({ errors: { token: 'a preview token is required' } });
    return;
  }
  const client = createContentClient();
  // documentId comes from the request's query, as Prismic's toolbar sends it.
  enableAutoPreviews({ client, req });
  setPreviewData({ req, res });
  res.setHeader('Set-Cookie', [
    ...([res.getHeader('Set-Cookie')].flat().filter(Boolean) as string[]),
    previewCookie(token),
  ]);
  try {
    await redirectToPreviewURL({ req, res, client, linkResolver: previewLinkResolver, defaultURL: '/' });
  } catch (error) {
    // A documentId the content service does not know (a clear 4xx, and no preview session left
    // half-started).
    if (!(error instanceof NotFoundError)) throw error;
    res.clearPreviewData();
    res.setHeader('Set-Cookie', [
      ...[res.getHeader('Set-Cookie')]
        .flat()
        .filter((c): c is string => typeof c === 'string' && !c.startsWith(`${prismicCookie.preview}=`)),
      previewCookie(null),
    ]);
    res.status(404).json({ errors: { documentId: 'no such document to preview' } });
  }
}

/** A same-site path to return to, or the home: never an open redirect. */
export function safeRedirect(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : '/';
}

export function endPreview(req: NextApiRequest, res: NextApiResponse): void {
  res.clearPreviewData();
  res.setHeader('Set-Cookie', [
    ...([res.getHeader('Set-Cookie')].flat().filter(Boolean) as string[]),
    previewCookie(null),
  ]);
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(307, safeRedirect(req.query.redirect));
}
