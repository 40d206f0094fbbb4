import { visitorCountry } from '../../server/visitorCountryRoute';

/** The visitor's IP country for the browser, never cached (server/visitorCountryRoute.ts). */
export default visitorCountry;
