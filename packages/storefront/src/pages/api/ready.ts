import type { NextApiRequest, NextApiResponse } from 'next';
import { getProxy } from '@/lib/api/server';
import { readConfig } from '@/lib/config';
import { checkReadiness } from '@/server/readiness';
import { pageCacheState } from '@/server/pageCacheState';

/** Readiness: the back-ends answer (200), or 503 naming those that do not (src/server/readiness.ts). Never cached. */
export default async function ready(req: NextApiRequest, res: NextApiResponse) {
  const requestId = req.headers['x-request-id'];
  const readiness = await checkReadiness({
    proxy: getProxy(),
    config: readConfig(),
    ...(typeof requestId === 'string' ? { requestId } : {}),
  });
  res.setHeader('cache-control', 'no-store');
  res.status(readiness.status === 'ready' ? 200 : 503).json({ ...readiness, pageCache: pageCacheState() });
}
