import { createElement, type ReactElement } from 'react';

/**
 * Turbopack's page bootstrap without an inline script (a Content-Security-Policy with no
 * `'unsafe-inline'` for scripts that cached pages can share).
 *
 * A Turbopack production build makes Next write one executable inline `<script>` into every page: it
 * pushes the `_app`'s and the page's chunk-group parameters onto the runtime's queue
 * (`globalThis.TURBOPACK`) before the runtime chunk drains it. Under `script-src 'self'` the browser
 * refuses it and the page never hydrates; a nonce would make every cached page's HTML per-request.
 * Instead the same parameters go into the page as data (`type="application/json"`, never executed, like
 * `__NEXT_DATA__`) and one static file of the shop's own origin, `public/scripts/bootstrap.js`, pushes them
 * where the inline script did: at the same place, deferred like the chunks that follow it, so it runs
 * before the runtime chunk.
 *
 * The page's scripts leave the HTML's early requests too: their addresses go into the same data, and the
 * loader adds them (in order, `async = false`, so they run as deferred scripts would) once the first screen
 * is shown: the window's load, the high-priority pictures decoded, and two frames (a frame's callbacks run
 * before its paint, the next frame's after it). Or at the shopper's first press, touch or key, or after 3 s,
 * whichever comes first. The first screen's pictures and fonts so have the network to themselves, and its
 * largest paint no longer waits for about 160 kB of scripts on a slow line. What the shopper does before
 * the scripts have run is kept for them (core/lazy: presses held and replayed, typed text and chosen files
 * handed over, no form sent by the browser).
 *
 * The loader also asks for the page language's Intl data in its own short task (the first Intl call loads
 * it, about 45 ms on a phone), so hydration's longest task does not pay for it.
 */

type Element = ReactElement<Record<string, unknown>>;

/** The static loader (public/scripts/bootstrap.js); the service worker precaches it with the offline page. */
export const BOOTSTRAP_LOADER_PATH = '/scripts/bootstrap.js';
/** The data element the loader reads. */
export const BOOTSTRAP_DATA_ID = '__PASSO_BOOTSTRAP__';

/** What Next's build manifest holds for the bootstrap (Turbopack production builds only). */
export interface BootstrapManifest {
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
}

/** JSON safe inside `<script>`: no `<`, `>`, `&` or line separators that could end or break the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** What the loader reads: the runtime's queue, what to push on it, and the page's scripts in their order. */
export interface BootstrapData {
  global: string;
  params: unknown[];
  scripts: string[];
}

/** The queue name and the parameters the inline script would push, in its order; null when there are none. */
export function bootstrapData(manifest: BootstrapManifest, page: string, scripts: string[] = []): BootstrapData | null {
  const byPage = manifest.pagesChunkGroupBootstrapParams;
  const global = manifest.chunkLoadingGlobal;
  if (!byPage || !global) return null;
  const params = ['/_app', page].map((p) => byPage[p]).filter((p) => p !== undefined);
  return params.length ? { global, params, scripts } : null;
}

/** A `<script>` element's props, or undefined for anything else. */
const scriptProps = (el: unknown): Record<string, unknown> | undefined =>
  el && typeof el === 'object' && 'type' in el && 'props' in el && (el as Element).type === 'script'
    ? (el as Element).props
    : undefined;

/** Next's executable inline script (the bootstrap). */
const isInlineScript = (el: unknown): el is Element => {
  const props = scriptProps(el);
  return Boolean(props && !props.src && props.dangerouslySetInnerHTML && !props.type);
};

/** A script the browser runs after parsing (not `nomodule`, which a modern browser never loads). */
const isDeferredScript = (el: unknown): el is Element => {
  const props = scriptProps(el);
  return Boolean(props && typeof props.src === 'string' && props.defer && !props.noModule);
};

/**
 * Next's page scripts with the inline bootstrap replaced by its data, which lists every deferred script
 * in document order, and the deferred loader. Nothing changes when the build has no bootstrap (webpack
 * builds) or Next wrote none.
 */
export function externalizeBootstrap(
  scripts: Element[],
  manifest: BootstrapManifest,
  page: string,
  nonce?: string,
): Element[] {
  const at = scripts.findIndex(isInlineScript);
  if (at < 0) return scripts;
  // The lazily rendered parts' chunks (before the bootstrap) as well as the page's: deferred, in their order.
  const late = scripts.filter(isDeferredScript);
  const data = bootstrapData(
    manifest,
    page,
    late.map((el) => el.props.src as string),
  );
  if (!data) return scripts;
  return [
    ...scripts.slice(0, at).filter((el) => !late.includes(el)),
    createElement('script', {
      key: 'passo-bootstrap-data',
      id: BOOTSTRAP_DATA_ID,
      type: 'application/json',
      nonce,
      dangerouslySetInnerHTML: { __html: scriptSafeJson(data) },
    }),
    createElement('script', { key: 'passo-bootstrap', src: BOOTSTRAP_LOADER_PATH, defer: true, nonce }),
    ...scripts.slice(at + 1).filter((el) => !late.includes(el)),
  ];
}
