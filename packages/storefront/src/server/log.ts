/**
 * The storefront server's log: JSON lines (pino) on stdout, the same shape as the sandbox's
 * (`time` ISO, `level` label, `msg`, fields), for a log collector to index. Server-only.
 */
import { pino, type Logger } from 'pino';

export const log: Logger = pino({
  base: { service: 'storefront' },
  level: process.env.LOG_LEVEL ?? 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
