import type { GetStaticPaths } from 'next';
import { LinePage } from '../../../../features/editorial/LinePage';
import { getLinePageProps } from '../../../../features/editorial/lineServer';
import { onDemandPaths } from '../../../../features/editorial/page';

/**
 * A line (sunny-side, dolce-vita…): its content, then the line category's grid. Cached per locale like a
 * category (features/catalog/view.ts: this route is the default view); in preview the content is the draft,
 * rendered per request.
 */
export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = getLinePageProps;
export default LinePage;
