import Head from 'next/head';
import { useRouter } from 'next/router';
import { ErrorState } from '@passo/design-system';
import { useLabels } from '../content/useLabel';

/**
 * The offline page (spec sections 7 and 8): the service worker answers a navigation with it when the network
 * is gone; the address stays the one asked for, so "Try again" opens it again.
 */
export function OfflinePage() {
  const t = useLabels();
  const router = useRouter();
  return (
    <>
      <Head>
        <title>{t('offline_title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ErrorState
        heading={t('offline_title')}
        text={t('offline_text')}
        actionLabel={t('offline_retry')}
        actionHref={router.asPath}
      />
    </>
  );
}
