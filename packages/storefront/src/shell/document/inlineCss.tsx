import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';

/**
 * The page's stylesheets written into its HTML instead of linked (pages that paint at once).
 *
 * Linked, a page's CSS is 13 to 22 render-blocking requests (about 20 kB in all, 7 kB gzip): the first
 * paint waits for the last of them, by then the deferred scripts have arrived and run, and the largest
 * paint comes after them. Inline, the HTML alone paints.
 *
 * Each inlined sheet keeps a `<link rel="stylesheet" disabled>` with its URL, which the browser does not
 * fetch: Turbopack's runtime looks for that link before it loads a CSS chunk on a client-side navigation,
 * and would otherwise load the sheet again, after the page's own, and change the cascade. A page's own
 * sheets carry `data-n-href` as Next's client expects of page styles it manages (webpack builds).
 */

type Element = ReactElement<Record<string, unknown>>;

/** A stylesheet's text from the build, or null when it cannot be read (then it stays a link). */
export type ReadCss = (file: string) => string | null;

/** `<style>` text must not close its own element. */
const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * A sheet's relative `url()`s (`../media/font.woff2`, resolved against the sheet's own URL when linked)
 * made absolute, so they point at the same files from the page's HTML.
 */
export function rebaseUrls(css: string, href: string): string {
  const placeholder = 'http://base.invalid';
  const base = new URL(href, placeholder);
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, target: string) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return whole;
    const url = new URL(target, base);
    // A sheet on the page's own origin (`/_next/…`) gives a path; one behind an asset prefix, a full URL.
    const absolute = url.origin === placeholder ? `${url.pathname}${url.search}${url.hash}` : url.href;
    return `url(${quote}${absolute}${quote})`;
  });
}

/** The build file (`static/chunks/a.css`) a stylesheet URL (`/_next/static/chunks/a.css?v=1`) points at. */
export function buildFile(href: string): string | null {
  const match = /\/_next\/([^?#]+\.css)(?:[?#].*)?$/.exec(href);
  return match?.[1] ? decodeURI(match[1]) : null;
}

/**
 * Next's CSS elements (a `preload` and a `stylesheet` link per file) as inline `<style>` elements, each
 * followed by its disabled link; the preloads go (nothing is fetched). A sheet that cannot be read stays
 * as Next wrote it.
 */
export function inlineStylesheets(elements: Element[], read: ReadCss): Element[] {
  const readable = new Map<string, string>();
  for (const el of elements) {
    const href = typeof el.props.href === 'string' ? el.props.href : null;
    const file = href && buildFile(href);
    const text = el.props.rel === 'stylesheet' && file ? read(file) : null;
    if (href && text !== null) readable.set(href, rebaseUrls(text, href));
  }
  const out: Element[] = [];
  for (const el of elements) {
    const href = typeof el.props.href === 'string' ? el.props.href : '';
    const text = readable.get(href);
    if (text === undefined) {
      out.push(el);
      continue;
    }
    if (el.props.rel !== 'stylesheet') continue; // its preload
    const pageSheet = el.props['data-n-p'] !== undefined;
    out.push(
      <style
        key={`${href}-inline`}
        nonce={el.props.nonce as string | undefined}
        {...(pageSheet ? { 'data-n-href': href } : { 'data-n-g': '' })}
        dangerouslySetInnerHTML={{ __html: escapeStyle(text) }}
      />,
      // `disabled` is not in React's types for <link>, but is the HTML attribute that keeps it unfetched.
      createElement('link', {
        key: `${href}-link`,
        rel: 'stylesheet',
        href,
        disabled: true,
        ...(pageSheet ? { 'data-n-p': '' } : { 'data-n-g': '' }),
      }),
    );
  }
  return out;
}

const cache = new Map<string, string | null>();

/** Reads a stylesheet from the production build (`.next/` where `next start` runs), once per process. */
export const readBuiltCss: ReadCss = (file) => {
  if (!cache.has(file)) {
    try {
      cache.set(file, readFileSync(join(process.cwd(), '.next', file), 'utf8'));
    } catch {
      cache.set(file, null);
    }
  }
  return cache.get(file) ?? null;
};
