import Head from 'next/head';
import { ErrorState } from '@passo/design-system';
import { useLabels } from '../content/useLabel';
import { useHomeHref } from './useHomeHref';

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
