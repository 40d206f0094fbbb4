import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { whenIdle } from './whenIdle';
import { PENDING_ATTRIBUTE, PENDING_VALUE, PRESS_EVENT, takePresses } from './earlyPress';

/** The wrapper takes no box of its own: its children sit in the parent's layout as if it were not there. */
const CONTENTS: CSSProperties = { display: 'contents' };
const KEEP_SERVER_HTML = { __html: '' };
const PENDING = { [PENDING_ATTRIBUTE]: PENDING_VALUE };
/** What tells that the shopper reaches for the controls: their code starts loading at once. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const subscribe = () => () => {};

/** Element indices from `root` down to `node` (comments, such as React's Suspense markers, do not count). */
function pathTo(root: Element, node: Node | null): number[] | null {
  const path: number[] = [];
  let element = node instanceof Element ? node : (node?.parentElement ?? null);
  // A click on a drawing inside a control (an icon's svg and path) is the control's: replayed on it, as
  // only an HTML element can be clicked again.
  while (element && element !== root && !(element instanceof HTMLElement)) element = element.parentElement;
  while (element && element !== root) {
    const parent: Element | null = element.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, element));
    element = parent;
  }
  return element === root ? path : null;
}

function atPath(root: Element, path: number[]): HTMLElement | null {
  let element: Element | undefined = root;
  for (const index of path) element = element?.children[index];
  return element instanceof HTMLElement ? element : null;
}

/**
 * Interactive controls that render on the server but whose code (React Aria's, typically) leaves the page's
 * first load: the browser keeps the server's HTML as it is (not hydrated) and loads the code once the page
 * is idle, or at once when the shopper reaches for the controls (pointer down, touch, focus, a key). Then
 * the controls render from the code, the same markup in the same place (no layout shift). Clicks that
 * came before the code, even before the page's own code had run, are held (their defaults, such as a
 * radio's check, too: core/lazy/earlyPress, the page's first script, holds them while the part is marked
 * pending) and replayed on the same controls once they are interactive, in order, and the focus stays on
 * the control that had it: no first click is lost.
 *
 * The server's HTML needs its look before the code arrives: the page that uses this imports the controls'
 * stylesheets statically (`import '@passo/design-system/styles/Button'`), or they show unstyled and move
 * when the code comes (e2e/first-use.spec.ts checks the product page's).
 *
 * Rendered after a client navigation (no server HTML), the component waits for its code like a lazy one
 * (Next renders a navigation in a transition: the previous page stays meanwhile). Props that change before
 * the code is here apply when it renders: the server's HTML shows until then, so give the component a `key`
 * of what it shows (a product), and a client navigation to another one renders afresh.
 */
export function interactiveOnUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    if (!loading) {
      const attempt = load().then((component) => {
        loaded = component;
        return component;
      });
      loading = attempt;
      // A failed load is tried again on the next reach (the chunk reload guard handles a new deployment).
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component }))) as unknown as ComponentType<P>;

  function InteractiveOnUse(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // False while hydrating the server's HTML (and on the server), true in a render of the browser's own.
    const clientRender = useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    );
    const [keepServerHtml, setKeepServerHtml] = useState(
      () => typeof window !== 'undefined' && !clientRender && loaded === undefined,
    );
    const held = useRef<{ clicks: number[][]; focus: number[] | null }>({ clicks: [], focus: null });

    useEffect(() => {
      const root = ref.current;
      if (!keepServerHtml || !root) return;
      let current = true;
      const reach = () => {
        start().then(
          () => {
            if (!current) return;
            const active = root.contains(document.activeElement) ? pathTo(root, document.activeElement) : null;
            held.current.focus = active;
            // A transition: React renders the controls in slices of a few milliseconds, not in one task that
            // would hold up the page (on a phone, the product's size selector took ~110 ms in one go).
            startTransition(() => setKeepServerHtml(false));
          },
          (error: unknown) => console.error('[lazy] loading interactive controls failed:', error),
        );
      };
      // Presses held before hydration, and those that come while the code loads (core/lazy/earlyPress).
      const takeHeld = () => {
        const targets = takePresses(root);
        if (!targets.length) return;
        for (const target of targets) {
          const path = pathTo(root, target);
          // A few at most (a size, then add to cart): more is a shopper clicking while waiting.
          if (path && held.current.clicks.length < 4) held.current.clicks.push(path);
        }
        reach();
      };
      takeHeld();
      root.addEventListener(PRESS_EVENT, takeHeld);
      for (const type of INTENT_EVENTS) root.addEventListener(type, reach, { capture: true, passive: true });
      const cancelIdle = whenIdle(reach);
      return () => {
        current = false;
        cancelIdle();
        root.removeEventListener(PRESS_EVENT, takeHeld);
        for (const type of INTENT_EVENTS) root.removeEventListener(type, reach, true);
      };
    }, [keepServerHtml]);

    // The controls are interactive: the focus goes back where it was, the held clicks are replayed in order,
    // each once the previous one's update has rendered (a size chosen, then add to cart with that size).
    useEffect(() => {
      const root = ref.current;
      if (keepServerHtml || !root) return;
      const { focus } = held.current;
      // Presses held while the server's HTML was still marked pending (this part's code was already here).
      const late = takePresses(root).flatMap((target) => {
        const path = pathTo(root, target);
        return path ? [path] : [];
      });
      const clicks = [...held.current.clicks, ...late];
      held.current = { clicks: [], focus: null };
      if (focus) atPath(root, focus)?.focus({ preventScroll: true });
      let current = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const replay = (index: number) => {
        if (!current || index >= clicks.length) return;
        atPath(root, clicks[index]!)?.click();
        timer = setTimeout(() => replay(index + 1), 0);
      };
      replay(0);
      return () => {
        current = false;
        clearTimeout(timer);
      };
    }, [keepServerHtml]);

    if (keepServerHtml) {
      return (
        <div
          ref={ref}
          style={CONTENTS}
          {...PENDING}
          suppressHydrationWarning
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        />
      );
    }
    const Loaded = loaded;
    let controls = Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
    // In the browser (a client navigation), a boundary of its own: the navigation's transition waits for the
    // code. Never on the server: a boundary there streams its HTML apart, to be put in place by an inline
    // script the shop's CSP refuses; without one, the server's render waits for the code and sends it inline.
    if (!Loaded && typeof window !== 'undefined') controls = <Suspense fallback={null}>{controls}</Suspense>;
    return (
      // The server's HTML is marked pending: a press on it before the page's code is held (earlyPress).
      <div ref={ref} style={CONTENTS} {...(clientRender ? {} : PENDING)}>
        {controls}
      </div>
    );
  }
  return InteractiveOnUse;
}
