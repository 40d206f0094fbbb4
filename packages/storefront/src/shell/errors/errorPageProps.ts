import type { NextPageContext } from 'next';
import { errorMessage } from './errorMessage';
import { errorStatus } from './statusCode';

export interface ErrorRouteProps {
  statusCode: number;
  message: string | null;
}

/**
 * What the error route shows for an error, on the server (a response is being written) or in the browser
 * (a client-side navigation or render failed): its status (kept on the response), and its message unless
 * it is a server error raised on the server, whose message stays in the log.
 */
export function errorPageProps({ res, err }: Pick<NextPageContext, 'res' | 'err'>): ErrorRouteProps {
  // A thrown error with a status and a response that already failed keep their status.
  const responseStatus = res && res.statusCode >= 400 ? res.statusCode : undefined;
  const statusCode = errorStatus(err, responseStatus);
  if (res) res.statusCode = statusCode;
  return { statusCode, message: errorMessage(err, statusCode, Boolean(res)) };
}
