import { formatLocale, routeLocale } from '../market/locale';

/** The locale home for a route (its `locale` parameter or the path's first segment), or `/`. */
export function localeHomeHref(localeParam: unknown, asPath?: string): string {
  const locale = routeLocale(localeParam, asPath);
  return locale ? `/${formatLocale(locale)}` : '/';
}
