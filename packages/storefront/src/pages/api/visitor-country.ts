import { visitorCountry } from '../../features/market/visitorCountryRoute';

/** The visitor's IP country for the browser, never cached (features/market/visitorCountryRoute.ts). */
export default visitorCountry;
