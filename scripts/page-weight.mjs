/**
 * What a browser downloads for a page before it is interactive, measured from the page itself: the
 * server-rendered HTML, and every script that HTML makes the browser load: `<script src>` (the entry
 * chunks, and the chunks of components rendered through a lazy import on the server, such as an
 * editorial page's slices), the scripts the shop's loader adds after the first screen (listed in its
 * `__PASSO_BOOTSTRAP__` data), `<link rel="modulepreload">` and `<link rel="preload" as="script">`.
 * `nomodule` scripts (Next's polyfills) are left out: a modern browser never downloads them.
 *
 * Sizes are gzip at level 9 of each file's bytes, the figure `bench:size` has always used, so the counts
 * compare with the budgets whatever compression the server applies. Used by `bench:size` and `bench:pages`.
 */
import { gzipSync } from 'node:zlib';
import { BOOTSTRAP_DATA_ID } from '../packages/storefront/src/shell/document/externalBootstrap.tsx';

const kb = (bytes) => bytes / 1024;
const gzipKb = (buffer) => kb(gzipSync(buffer, { level: 9 }).length);

/** Attributes of one tag (`<script src="/a.js" async>` → { src: '/a.js', async: '' }), names lower-cased. */
function attributes(tag) {
  const attrs = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\s*[a-z]+/i, '').replace(/\/?>$/, '');
  for (const m of inner.matchAll(re)) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
}

const decode = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<');

/**
 * The scripts an HTML document makes a browser load, as absolute URLs in document order, each once
 * (the same file referenced by a preload and a script tag is one download).
 */
export function scriptUrls(html, base) {
  const urls = [];
  const add = (href) => {
    const url = new URL(decode(href), base).href;
    if (!urls.includes(url)) urls.push(url);
  };
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const [tag] = match;
    const attrs = attributes(tag);
    if (/^<script/i.test(tag)) {
      if (attrs.src && !('nomodule' in attrs)) add(attrs.src);
      // The shop's loader (public/scripts/bootstrap.js) adds the scripts its data lists.
      if (attrs.id === BOOTSTRAP_DATA_ID) {
        const start = match.index + tag.length;
        const data = JSON.parse(html.slice(start, html.indexOf('</script>', start)) || 'null');
        for (const src of data?.scripts ?? []) add(src);
      }
    } else {
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (!attrs.href) continue;
      if (rel.includes('modulepreload') || (rel.includes('preload') && (attrs.as ?? '').toLowerCase() === 'script'))
        add(attrs.href);
    }
  }
  return urls;
}

/** Bytes of a URL, fetched once per run (chunks are content-hashed: one URL, one file). */
const bodies = new Map();
async function body(url) {
  if (!bodies.has(url)) {
    bodies.set(
      url,
      (async () => {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return Buffer.from(await res.arrayBuffer());
      })(),
    );
  }
  return bodies.get(url);
}

/** The paths of the same-origin links in an HTML document (`href="/…"`), without query or hash, each once. */
export function linkPaths(html) {
  const paths = new Set();
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/gi)) {
    const path = decode(href).replace(/[?#].*$/, '');
    if (!path.startsWith('//')) paths.add(path);
  }
  return [...paths];
}

/**
 * A page's weight: its HTML (raw and gzip kB, and the `__NEXT_DATA__` share), the Next route that
 * rendered it (`__NEXT_DATA__.page`), and the scripts it references (gzip kB each and summed). `init` is
 * passed to the HTML's fetch (headers such as a cookie); with `links`, the page's same-origin link paths.
 */
export async function pageWeight(url, init = {}, { links = false } = {}) {
  const res = await fetch(url, { redirect: 'manual', ...init });
  const html = Buffer.from(await res.arrayBuffer());
  const text = html.toString('utf8');
  const nextData = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(text)?.[1] ?? '';
  let page = null;
  try {
    page = nextData ? JSON.parse(nextData).page : null;
  } catch {
    // not Next's data
  }
  const scripts = [];
  for (const src of scriptUrls(text, url)) {
    const bytes = await body(src);
    scripts.push({ url: src, path: new URL(src).pathname, kb: kb(bytes.length), gzipKb: gzipKb(bytes) });
  }
  return {
    url,
    status: res.status,
    location: res.headers.get('location'),
    page,
    html: { kb: kb(html.length), gzipKb: gzipKb(html), nextDataKb: kb(Buffer.byteLength(nextData)) },
    js: {
      files: scripts.length,
      kb: scripts.reduce((s, f) => s + f.kb, 0),
      gzipKb: scripts.reduce((s, f) => s + f.gzipKb, 0),
    },
    scripts,
    ...(links ? { links: linkPaths(text) } : {}),
  };
}
