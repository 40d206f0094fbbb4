import { routes } from '../../lib/routes';
import { useAppState } from '../../core/store/hooks';

/** The home of the address's locale: error pages render without route parameters, so it comes from the store. */
export function useHomeHref(): string {
  return routes.home(useAppState((state) => state.routeLocale));
}
