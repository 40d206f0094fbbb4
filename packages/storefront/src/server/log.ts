/**
 * The storefront server's log: JSON lines (pino) on stdout, the same shape as the sandbox's
 * (`time` ISO, `level` label, `msg`, fields), for a log collector to index. Server-only.
 *
 * Written asynchronously: a line per request written synchronously cost a cached page about 6 % of its
 * requests per second. pino's own destination queues the lines while a write is under way, writes them
 * together next, and flushes what is left when the process exits.
 */
import { pino, type Logger } from 'pino';

export const log: Logger = pino(
  {
    base: { service: 'storefront' },
    level: process.env.LOG_LEVEL ?? 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.destination({ dest: 1, sync: false }),
);
