/**
 * The sandbox's log: JSON lines (pino), one per request with the request id the storefront's proxies
 * send in `x-request-id`, so a shopper's request can be followed from the load balancer to the back-end.
 * The same shape as the storefront's lines: `time` (ISO), `level` (label), `msg`, and the fields.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import { randomUUID } from 'node:crypto';

export type { Logger };

/** A logger writing to `destination` (default: stdout, synchronously, so no line is lost on exit). */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      base: { service: 'sandbox' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/**
 * The caller's request id when it is one of safe characters (1–128 letters, digits, `._:@-`), else a
 * fresh UUID. (The rule is the proxies' own; the sandbox shares no code with the shop, as a real back-end.)
 */
export function requestIdFrom(value: string | string[] | undefined): string {
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && REQUEST_ID.test(id) ? id : randomUUID();
}
