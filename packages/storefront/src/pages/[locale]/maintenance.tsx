import type { GetStaticPaths } from 'next';
import Head from 'next/head';
import { EditorialPage } from '../../features/editorial/EditorialPage';
import { documentPage, onDemandPaths, type EditorialProps } from '../../features/editorial/page';
import { withPartialContentPeriod } from '../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps = withPartialContentPeriod<EditorialProps>((context) =>
  documentPage(context, 'maintenance', null, '/maintenance', { heading: true }),
);

/** Shown while the shop is down for maintenance; a search engine should not keep it. */
export default function Maintenance(props: EditorialProps) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <EditorialPage {...props} />
    </>
  );
}
