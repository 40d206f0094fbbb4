/**
 * The real-user vitals intake: a browser's beacon (features/analytics/vitals) becomes one JSON log line
 * (`msg: "web-vitals"`), which `npm run vitals:report` reads back into p75s per route family. Only the
 * shop's own pages may send one, the body is small and exactly the beacon's shape; anything else is
 * refused without a line, so the log holds only figures a browser measured.
 */
import { isSameOrigin } from '@passo/proxy-api';
import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { z } from 'zod';
import { DEVICE_CLASSES, ROUTE_FAMILIES } from '../features/analytics/vitals';

/** A beacon is a few hundred bytes; more is not one. */
export const MAX_VITALS_BODY_BYTES = 2_048;

/** Milliseconds, from 0 to 10 minutes; CLS is a unitless score. */
const ms = z.number().finite().min(0).max(600_000);

export const vitalsBeaconSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  route: z.enum(ROUTE_FAMILIES),
  device: z.enum(DEVICE_CLASSES),
  connection: z.string().regex(/^[a-z0-9-]{1,16}$/),
  metrics: z.strictObject({
    LCP: ms.optional(),
    INP: ms.optional(),
    TTFB: ms.optional(),
    FCP: ms.optional(),
    CLS: z.number().finite().min(0).max(100).optional(),
  }),
});

export interface VitalsRequest {
  method: string | undefined;
  headers: IncomingHttpHeaders;
  /** The body as it came: JSON text (a beacon's Blob), or what a body parser made of it. */
  body: unknown;
  siteUrl: string;
}

export function receiveVitals(request: VitalsRequest, logger: Logger): { status: number; error?: string } {
  if (request.method !== 'POST') return { status: 405, error: 'POST only' };
  if (!isSameOrigin(request.headers, request.siteUrl)) return { status: 403, error: 'cross-site beacons are refused' };
  let data = request.body;
  if (typeof data === 'string') {
    if (Buffer.byteLength(data) > MAX_VITALS_BODY_BYTES) return { status: 413, error: 'too large' };
    try {
      data = JSON.parse(data);
    } catch {
      return { status: 400, error: 'not JSON' };
    }
  }
  const beacon = vitalsBeaconSchema.safeParse(data);
  if (!beacon.success) return { status: 400, error: 'not a vitals beacon' };
  logger.info({ vitals: beacon.data }, 'web-vitals');
  return { status: 204 };
}
