import Head from 'next/head';
import { ErrorState } from '@passo/design-system';
import { useAppState } from '../app/hooks';
import { useLabels } from '../content/useLabel';

/** The home of the address's locale: error pages render without route parameters, so it comes from the store. */
function useHomeHref(): string {
  const routeLocale = useAppState((state) => state.routeLocale);
  return routeLocale ? `/${routeLocale}` : '/';
}

/** The error page: "OOOOPS!!!" with a way home (spec section 2). */
export function ErrorPage({ statusCode }: { statusCode: number }) {
  const t = useLabels();
  return (
    <>
      <Head>
        <title>{`${statusCode} — ${t('error_title')}`}</title>
      </Head>
      <ErrorState
        heading={t('error_title')}
        subtitle={t('error_subtitle')}
        text={t('error_text')}
        actionLabel={t('error_button')}
        actionHref={useHomeHref()}
      />
    </>
  );
}

/** The 404 page: "This page could not be found". */
export function NotFoundPage() {
  const t = useLabels();
  return (
    <>
      <Head>
        <title>{`404 — ${t('not_found')}`}</title>
      </Head>
      <ErrorState heading="404" subtitle={t('not_found')} actionLabel={t('error_button')} actionHref={useHomeHref()} />
    </>
  );
}
