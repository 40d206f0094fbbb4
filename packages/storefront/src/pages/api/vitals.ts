import type { NextApiRequest, NextApiResponse } from 'next';
import { readConfig } from '@/lib/config';
import { log } from '@/server/log';
import { receiveVitals } from '@/server/vitals';

// A literal: Next reads a route's config statically (the same 2 kB as MAX_VITALS_BODY_BYTES).
export const config = { api: { bodyParser: { sizeLimit: '2kb' } } };

/** Real-user vitals beacons (src/server/vitals.ts). Never cached. */
export default function vitals(req: NextApiRequest, res: NextApiResponse) {
  const result = receiveVitals(
    { method: req.method, headers: req.headers, body: req.body, siteUrl: readConfig().siteUrl },
    log,
  );
  res.setHeader('cache-control', 'no-store');
  if (result.error) res.status(result.status).json({ error: result.error });
  else res.status(result.status).end();
}
