/** Files: the content's images (resized on request, as Prismic's image service does) and the product media. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import type { SandboxConfig } from '../config';
import { sendJson } from '../http';
import { createImageResizer, parseResizeWidth } from '../imageResizer';
import type { Area } from './area';

const MIME: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
};
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function filesArea(config: SandboxConfig): Area {
  const resizer = createImageResizer();

  /** A file from `dir`, or (`width`) its image resized to that width, as Prismic's image service does. */
  async function serveFile(res: ServerResponse, dir: string, name: string, width: number | null = null): Promise<void> {
    const path = join(dir, name);
    if (!SAFE_FILE.test(name) || name.includes('..') || !existsSync(path) || !statSync(path).isFile()) {
      sendJson(res, 404, { errors: { file: 'not found' } });
      return;
    }
    const type = MIME[extname(name).toLowerCase()];
    if (width !== null && type?.startsWith('image/') && type !== 'image/svg+xml') {
      const body = await resizer.resize(path, width);
      res.writeHead(200, {
        'content-type': type,
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
      });
      res.end(body);
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'content-length': statSync(path).size,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
    });
    createReadStream(path).pipe(res);
  }

  return async (req, res, url) => {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (path.startsWith('/content-images/') && method === 'GET') {
      // imgix names the width `w` or `width` (@prismicio/client's srcsets use `width`).
      const width = parseResizeWidth(url.searchParams.get('w') ?? url.searchParams.get('width'));
      if (width !== null && typeof width === 'object') return sendJson(res, 400, { errors: { w: width.error } });
      return serveFile(res, join(config.contentDir, 'images'), path.slice(16), width);
    }
    if (path.startsWith('/media/') && method === 'GET') return serveFile(res, config.mediaDir, path.slice(7));
    return false;
  };
}
