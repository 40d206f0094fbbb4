import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads in the browser the first time it renders, and that renders nothing on the
 * server nor until its code is there (next/dynamic's `ssr: false`). next/dynamic would add its loadable
 * runtime (about 1.5 kB gzip) to every page that uses it, the app shell included. Not React.lazy: a
 * Suspense boundary waits up to 300 ms more before it shows what has loaded (React's fallback throttling),
 * which a panel opening on a click, or the cart's stock check, should not wait.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // A failure is handled where it is awaited (thrown in render, below); this only keeps an early,
      // not yet awaited start from being reported as unhandled.
      loading.catch(() => {});
    }
    return loading;
  };

  function ClientOnly(props: P) {
    // Loaded by an earlier page: shown at once. The first page's hydration always starts with nothing, as
    // the server rendered nothing.
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [error, setError] = useState<unknown>(null);
    // The code starts loading in the render that hydrates, as next/dynamic's does.
    if (typeof window !== 'undefined') void start();

    useEffect(() => {
      if (Component) return;
      let current = true;
      start().then(
        (component) => current && setComponent(() => component),
        (reason: unknown) => current && setError(() => reason),
      );
      return () => {
        current = false;
      };
    }, [Component]);

    if (error) throw error;
    return Component ? <Component {...props} /> : null;
  }
  return ClientOnly;
}
