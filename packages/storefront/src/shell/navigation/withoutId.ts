import type { GetServerSideProps } from 'next';
import { parseLocale, formatLocale } from '../../lib/locale/locale';

/**
 * getServerSideProps of a page the spec lists with an optional id (`/discover/blog/article/{id?}`,
 * `/shop/product/{id?}`) that has nothing to show without one: a temporary redirect to where the
 * visitor meant to go, keeping the query. A page redirect, not one in `src/proxy.ts`: on a client
 * navigation Next's router follows it as a new route change to the destination (a redirect while
 * loading counts as a new route change), where a proxy redirect would come back with
 * the route's parameters added to the destination's query.
 */
export function redirectWithoutId(destination: (locale: string) => string): GetServerSideProps {
  return async ({ params, query }) => {
    const locale = parseLocale(params?.locale);
    if (!locale) return { notFound: true };
    const kept = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'locale' || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) kept.append(key, item);
    }
    const search = kept.toString();
    return {
      redirect: { destination: `${destination(formatLocale(locale))}${search ? `?${search}` : ''}`, permanent: false },
    };
  };
}
