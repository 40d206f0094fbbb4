import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true once the page runs in the browser. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A component whose code loads in the browser the first time it renders, and that renders nothing on the
 * server (next/dynamic's `ssr: false`). React's own `lazy` does the loading: next/dynamic would add its
 * loadable runtime (about 1.5 kB gzip) to every page that uses it, the app shell included.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load());
  const Lazy = lazy(async () => ({ default: await start() }));
  function ClientOnly(props: P) {
    const isClient = useIsClient();
    // The code starts loading in the render that hydrates, as next/dynamic's does, one commit before the
    // component may render: the cart's stock check then starts as early as it did.
    if (typeof window !== 'undefined') void start();
    if (!isClient) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}
