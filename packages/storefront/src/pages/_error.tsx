import type { NextPageContext } from 'next';
import { ErrorPage } from '../shell/errors/ErrorPage';
import { NotFoundPage } from '../shell/errors/NotFoundPage';
import { errorPageProps, type ErrorRouteProps } from '../shell/errors/errorPageProps';

function PassoError({ statusCode, message }: ErrorRouteProps) {
  return statusCode === 404 ? <NotFoundPage /> : <ErrorPage statusCode={statusCode} message={message} />;
}

PassoError.getInitialProps = (context: NextPageContext): ErrorRouteProps => errorPageProps(context);

export default PassoError;
