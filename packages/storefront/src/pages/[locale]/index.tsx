import type { GetStaticPaths } from 'next';
import { EditorialPage } from '../../features/editorial/EditorialPage';
import { documentPage, onDemandPaths, type EditorialProps } from '../../features/editorial/page';
import { withPartialContentPeriod } from '../../core/content/cachePeriod';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps = withPartialContentPeriod<EditorialProps>((context) =>
  documentPage(context, 'home', null, ''),
);

/** The locale home: the editors' slices, opening with a hero that carries the page heading. */
export default function LocaleHome(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
