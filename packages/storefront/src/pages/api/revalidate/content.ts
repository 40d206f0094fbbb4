import { revalidateContent } from '../../../features/pageCache/revalidateRoute';

/** On-demand revalidation after a content change: Prismic's webhook (features/pageCache). */
export default revalidateContent;
