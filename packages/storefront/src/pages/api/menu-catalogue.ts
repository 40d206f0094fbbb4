import { menuCatalogueRoute } from '../../features/content/menuCatalogueRoute';

export default menuCatalogueRoute;
