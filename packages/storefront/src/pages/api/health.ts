import type { NextApiRequest, NextApiResponse } from 'next';

/** Liveness: the process answers (src/server/readiness.ts). Never cached. */
export default function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  res.status(200).json({ status: 'ok', uptimeS: Math.round(process.uptime()) });
}
