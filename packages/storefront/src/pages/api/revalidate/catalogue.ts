import { revalidateCatalogue } from '../../../server/revalidateRoute';

/** On-demand revalidation after a catalogue change (server/revalidation.ts). */
export default revalidateCatalogue;
