import type { NextPageContext } from 'next';
import { ErrorPage } from '../features/errors/ErrorPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { errorStatus } from '../features/errors/statusCode';

interface ErrorProps {
  statusCode: number;
}

function PassoError({ statusCode }: ErrorProps) {
  return statusCode === 404 ? <NotFoundPage /> : <ErrorPage statusCode={statusCode} />;
}

PassoError.getInitialProps = ({ res, err }: NextPageContext): ErrorProps => {
  // A thrown error with a status and a response that already failed keep their status.
  const responseStatus = res && res.statusCode >= 400 ? res.statusCode : undefined;
  const statusCode = errorStatus(err, responseStatus);
  if (res) res.statusCode = statusCode;
  return { statusCode };
};

export default PassoError;
