import { menuCatalogueRoute } from '../../server/menuCatalogueRoute';

export default menuCatalogueRoute;
