import type { GetStaticProps } from 'next';
import { OfflinePage } from '../features/app/OfflinePage';

/** Built with every release and precached by the service worker: what a navigation gets without network. */
export const getStaticProps: GetStaticProps = async () => ({ props: {} });

export default OfflinePage;
