import { LinePage } from '../../../../features/editorial/LinePage';
import { getLinePageProps } from '../../../../features/editorial/lineServer';

/**
 * A line (sunny-side, dolce-vita…): its content, then the line category's
 * grid. Rendered per request, as every listing: prices follow the visitor's
 * market. In preview the content is the draft.
 */
export const getServerSideProps = getLinePageProps;
export default LinePage;
