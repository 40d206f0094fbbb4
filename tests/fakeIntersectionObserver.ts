/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none) that a test drives: `install()` puts it
 * in place of the global until `uninstall()`, and each observer made meanwhile is in `observers`.
 */
export class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  private static original: unknown;

  observed: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.observers.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  /** The observed places come within the observer's margin of the viewport (or leave it). */
  see(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  /** The fake (or, with `null`, no IntersectionObserver at all, as in an old browser) replaces the global. */
  static install(replacement: typeof FakeIntersectionObserver | null = FakeIntersectionObserver) {
    const global = globalThis as { IntersectionObserver?: unknown };
    FakeIntersectionObserver.original = global.IntersectionObserver;
    FakeIntersectionObserver.observers = [];
    global.IntersectionObserver = replacement ?? undefined;
  }

  static uninstall() {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver.original;
    FakeIntersectionObserver.observers = [];
  }
}
