import { CategoryListing } from '../../../../features/catalog/CategoryListing';
import { getCategoryPageProps } from '../../../../features/catalog/server';

export const getServerSideProps = getCategoryPageProps;
export default CategoryListing;
