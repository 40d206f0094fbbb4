import Head from 'next/head';
import { ErrorState } from '@passo/design-system';
import { useLabels } from '../../core/labels/useLabel';
import { useHomeHref } from './useHomeHref';

/**
 * The 404 page: "This page could not be found". A module apart from ErrorPage, so the 404 page's chunk
 * carries only what the 404 renders.
 */
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
