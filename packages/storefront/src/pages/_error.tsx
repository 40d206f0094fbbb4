import type { NextPageContext } from 'next';
import { ErrorPage } from '../shell/errors/ErrorPage';
import { NotFoundPage } from '../shell/errors/NotFoundPage';
import { errorMessage } from '../shell/errors/errorMessage';
import { errorStatus } from '../shell/errors/statusCode';

interface ErrorProps {
  statusCode: number;
  message: string | null;
}

function PassoError({ statusCode, message }: ErrorProps) {
  return statusCode === 404 ? <NotFoundPage /> : <ErrorPage statusCode={statusCode} message={message} />;
}

PassoError.getInitialProps = ({ res, err }: NextPageContext): ErrorProps => {
  // A thrown error with a status and a response that already failed keep their status.
  const responseStatus = res && res.statusCode >= 400 ? res.statusCode : undefined;
  const statusCode = errorStatus(err, responseStatus);
  if (res) res.statusCode = statusCode;
  return { statusCode, message: errorMessage(err, statusCode, Boolean(res)) };
};

export default PassoError;
