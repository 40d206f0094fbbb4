import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';

let cached: Promise<string> | null = null;

/**
 * The service worker (built by scripts/build-sw.mjs into .next/sw.js), served at /sw.js by src/proxy.ts's
 * rewrite. Never cached by the browser's HTTP cache, so a deploy's new worker is seen on the next page.
 */
export default async function serviceWorker(_req: NextApiRequest, res: NextApiResponse) {
  cached ??= readFile(join(process.cwd(), '.next', 'sw.js'), 'utf8');
  try {
    const script = await cached;
    res.setHeader('content-type', 'application/javascript; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('service-worker-allowed', '/');
    res.status(200).send(script);
  } catch {
    cached = null;
    res.status(404).send('');
  }
}
