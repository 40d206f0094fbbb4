import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { useNearViewport } from '@passo/design-system';

/**
 * A component whose code loads in the browser the first time it renders, and that renders nothing on the
 * server nor until its code is there (next/dynamic's `ssr: false`). next/dynamic would add its loadable
 * runtime (about 1.5 kB gzip) to every page that uses it, the app shell included. Not React.lazy: a
 * Suspense boundary waits up to 300 ms more before it shows what has loaded (React's fallback throttling),
 * which a panel opening on a click, or the cart's stock check, should not wait.
 */
export interface ClientOnlyOptions {
  /**
   * `'hydration'` (default): the code starts loading in the render that hydrates. `'visible'`: only once the
   * place it renders in comes within a screen of the viewport (a footer's form, far below the first
   * paint): a visitor who never scrolls there never downloads, parses or renders it. Until then an empty
   * `<span data-loads-when-visible>` marks the place, on the server too, so hydration matches. Offline, it
   * waits for the browser to be back online.
   */
  when?: 'hydration' | 'visible';
}

export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when = 'hydration' }: ClientOnlyOptions = {},
): ComponentType<P> {
  const onVisible = when === 'visible';
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
    const anchor = useRef<HTMLSpanElement>(null);
    const near = useNearViewport(anchor, onVisible && !Component);
    // The code starts loading in the render that hydrates, as next/dynamic's does (unless it waits to be seen).
    if (!onVisible && typeof window !== 'undefined') void start();

    useEffect(() => {
      if (Component || (onVisible && !near)) return;
      let current = true;
      const show = () =>
        start().then(
          // A transition: the part renders in slices of a few milliseconds, never one long task.
          (component) => current && startTransition(() => setComponent(() => component)),
          (reason: unknown) => current && setError(() => reason),
        );
      // Offline (the service worker's offline page), code that was never loaded cannot arrive: a part that
      // waits to be seen loads once the browser is back online, instead of failing and taking the page down.
      const onOnline = () => {
        window.removeEventListener('online', onOnline);
        if (current) void show();
      };
      if (onVisible && navigator.onLine === false) window.addEventListener('online', onOnline);
      else void show();
      return () => {
        current = false;
        window.removeEventListener('online', onOnline);
      };
    }, [Component, near]);

    if (error) throw error;
    if (Component) return <Component {...props} />;
    return onVisible ? <span ref={anchor} data-loads-when-visible="" /> : null;
  }
  return ClientOnly;
}
