import type { GetStaticPaths, GetStaticProps } from 'next';
import { EditorialPage } from '../../../features/editorial/EditorialPage';
import { documentPage, onDemandPaths, type EditorialProps } from '../../../features/editorial/page';

export const getStaticPaths: GetStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps<EditorialProps> = (context) =>
  documentPage(context, 'shoe_care', null, '/other/shoe-care', { heading: true });

export default function ShoeCare(props: EditorialProps) {
  return <EditorialPage {...props} />;
}
