import { revalidateContent } from '../../../server/revalidateRoute';

/** On-demand revalidation after a content change: Prismic's webhook (server/revalidation.ts). */
export default revalidateContent;
