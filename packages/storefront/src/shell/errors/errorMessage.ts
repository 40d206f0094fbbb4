import { DEFAULT_ERROR_STATUS } from './statusCode';

/**
 * The message the error page shows under the spec's texts (a route error shows its
 * status and message). A server error (5xx) raised on the server keeps its message in the server's
 * log: it can name hosts, paths or queries of the back-ends, which no visitor should read.
 */
export function errorMessage(
  error: unknown,
  statusCode: number = DEFAULT_ERROR_STATUS,
  onServer = false,
): string | null {
  const message =
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message.trim()
      : '';
  if (!message || (onServer && statusCode >= 500)) return null;
  return message;
}
