import type { GetServerSideProps } from 'next';
import { OfflinePage, type OfflinePageProps } from '../shell/offline/OfflinePage';

/**
 * Precached by the service worker when it installs (one per build, revisioned by the build id): what a
 * navigation gets without network. Rendered then, not at build time, so that it carries the content's
 * offline texts in the four languages (the build has no content service to ask).
 */
export const getServerSideProps: GetServerSideProps<OfflinePageProps> = async () => {
  const { getSharedContent } = await import('../core/content/server');
  const { readOfflineTexts } = await import('../shell/offline/offlineTexts');
  return { props: { texts: await readOfflineTexts(async (language) => (await getSharedContent(language)).labels) } };
};

export default OfflinePage;
