import { use, useSyncExternalStore, type ReactNode } from 'react';
import { useAppState } from '../store/hooks';
import { labelGroupsForRoute } from '../content/labelGroups';
import { ensureRouteLabels } from './clientLabels';

const subscribe = () => () => {};

/** One promise per route while its groups load (React retries the render with the same one). */
const pending = new Map<string, Promise<void>>();

function routeLabels(route: string, asPath: string): Promise<void> {
  let promise = pending.get(route);
  if (!promise) {
    promise = ensureRouteLabels(route, asPath).finally(() => pending.delete(route));
    pending.set(route, promise);
  }
  return promise;
}

/**
 * Renders a page only once the store holds its route family's label groups. The first page comes with
 * them from the server; after a client navigation into another family the page suspends until the
 * missing groups are loaded. Next renders a navigation in a transition, so React keeps showing the
 * previous page meanwhile: the new page never shows the English fallbacks, not even for a frame. When
 * the groups cannot be loaded, the page is loaded afresh (ensureRouteLabels).
 */
export function RouteLabels({ route, asPath, children }: { route: string; asPath: string; children: ReactNode }) {
  const loaded = useAppState((s) => s.content.labelGroups);
  // Never while hydrating the server's HTML (which came with its groups): a suspension there would throw it away.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const missing = labelGroupsForRoute(route).some((group) => !loaded.includes(group));
  if (missing && hydrated) use(routeLabels(route, asPath));
  return children;
}
