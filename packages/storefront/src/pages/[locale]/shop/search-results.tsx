import { SearchResults } from '../../../features/search/SearchResults';
import { getSearchPageProps } from '../../../features/search/server';

export const getServerSideProps = getSearchPageProps;
export default SearchResults;
