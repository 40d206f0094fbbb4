import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { ErrorState } from '@passo/design-system';
import { useLabels } from '../../core/labels/useLabel';
import { routeLocale } from '../../lib/locale/locale';
import { useAppStore } from '../../core/store/hooks';
import type { OfflineTexts } from './offlineTexts';

export interface OfflinePageProps {
  /** The offline texts in each language the content had when the service worker installed. */
  texts?: OfflineTexts;
}

/**
 * The offline page: the service worker answers a navigation with it when the network
 * is gone; the address stays the one asked for, so "Try again" opens it again, and its locale says which
 * language's texts the page, the offline banner and the cart's note show.
 */
export function OfflinePage({ texts = {} }: OfflinePageProps) {
  const t = useLabels();
  const router = useRouter();
  const store = useAppStore();
  const language = routeLocale(undefined, router.asPath)?.language;
  useEffect(() => {
    const words = language ? texts[language] : undefined;
    if (!language || !words) return;
    const { content } = store.getState();
    store.setState({ content: { ...content, language, labels: { ...content.labels, ...words } } });
    document.documentElement.lang = language;
  }, [language, texts, store]);
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
