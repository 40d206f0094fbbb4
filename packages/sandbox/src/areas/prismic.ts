/** Prismic's REST API (v2 subset) over the content files, its preview links, and the content proxy. */
import type { SandboxConfig } from '../config';
import type { PrismicApi } from '../content/prismic';
import { HttpError, sendJson } from '../http';
import type { Area } from './area';

export function prismicArea(config: SandboxConfig, content: () => PrismicApi): Area {
  return async (req, res, url) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path === '/prismic/api/v2' && method === 'GET') return sendJson(res, 200, content().repository());
    if (path === '/prismic/api/v2/documents/search' && method === 'GET')
      return sendJson(res, 200, content().search(url.searchParams, url));
    if (path === '/prismic/preview') {
      if (method === 'POST') return sendJson(res, 200, content().issuePreviewRef());
      if (method === 'GET') {
        const api = content();
        let documentId = url.searchParams.get('documentId');
        if (!documentId) {
          const type = url.searchParams.get('type');
          const uid = url.searchParams.get('uid') ?? type;
          const lang = url.searchParams.get('lang') ?? 'it-it';
          const doc = type && uid ? api.findByTypeUid(type, uid, lang) : undefined;
          documentId = doc?.id ?? null;
        }
        if (!documentId || !api.findById(documentId, true)) throw new HttpError(404, { documentId: 'not found' });
        const { ref } = api.issuePreviewRef();
        const target = new URL(config.previewUrl ?? `${config.siteUrl}/api/preview`);
        target.searchParams.set('token', ref);
        target.searchParams.set('documentId', documentId);
        res.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' });
        res.end();
        return;
      }
    }

    if (path === '/content/prismic/blog' && method === 'GET') {
      return sendJson(
        res,
        200,
        content().blog(url.searchParams.get('lang'), url.searchParams.has('excerpt_only'), url.searchParams.get('tag')),
      );
    }
    const contentMatch = /^\/content\/prismic\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_.-]+)$/.exec(path);
    if (contentMatch && method === 'GET') {
      return sendJson(
        res,
        200,
        content().proxyDocument(contentMatch[1] as string, contentMatch[2] as string, url.searchParams.get('lang')),
      );
    }
    return false;
  };
}
