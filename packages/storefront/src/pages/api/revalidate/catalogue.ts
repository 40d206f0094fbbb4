import { revalidateCatalogue } from '../../../features/pageCache/revalidateRoute';

/** On-demand revalidation after a catalogue change (features/pageCache). */
export default revalidateCatalogue;
