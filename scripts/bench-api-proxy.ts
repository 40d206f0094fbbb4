/**
 * The bare proxy server that `npm run bench:api` measures: the four proxies mounted on node:http,
 * in a process of their own. bench-api.mjs compiles this file with esbuild before it runs it, as a
 * production build compiles the proxies into the Next server: run through tsx instead, every
 * function the handler creates per request is wrapped by tsx's `keepNames` helper, which cost
 * about 0.1 ms of extra garbage collection per grid request here, a cost production never pays.
 *
 *   node <compiled>.mjs <port> <sandbox URL>
 */
import { createProxy } from '../packages/proxy-api/src/index';
import { mountProxies } from '../packages/proxy-api/src/testing/mount';

const [port, upstream] = process.argv.slice(2);
if (!port || !upstream) throw new Error('usage: node <compiled bench-api-proxy> <port> <sandbox URL>');

const mounted = await mountProxies(
  createProxy({
    upstreams: { commerce: `${upstream}/commerce`, general: `${upstream}/general`, content: `${upstream}/content` },
    siteUrl: 'http://127.0.0.1',
    links: {
      passwordReset: (locale) => `/${locale}/other/password-reset`,
      paymentReturn: (locale) => `/${locale}/checkout/result`,
      paymentFailed: (locale) => `/${locale}/checkout/failed`,
    },
    timeoutMs: 8_000,
    secureCookie: false,
  }),
  Number(port),
);
console.log(`proxy listening on ${mounted.url}`);
process.on('SIGTERM', () => void mounted.close().then(() => process.exit(0)));
