import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { IMAGE_WIDTHS } from '../design-system/src/tokens/constants';

const withVanillaExtract = createVanillaExtractPlugin({
  // Next 16 builds with Turbopack by default; the plugin needs this to join in.
  unstable_turbopack: { mode: 'auto' },
});

/**
 * Hosts whose images next/image may optimise: the commerce media and content
 * images. With the defaults that is the embedded sandbox on the loopback
 * address, which Next refuses unless local addresses are allowed: allowed then
 * only, and only for the sandbox's two image paths.
 */
function imageSources(): { patterns: NonNullable<NextConfig['images']>['remotePatterns']; local: boolean } {
  const bases = [process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010', process.env.IMAGE_HOST_URL].filter(
    (b): b is string => Boolean(b),
  );
  const patterns = bases.flatMap((base) => {
    const url = new URL(base);
    const protocol = url.protocol === 'https:' ? ('https' as const) : ('http' as const);
    return ['/media/**', '/content-images/**'].map((pathname) => ({ protocol, hostname: url.hostname, pathname }));
  });
  patterns.push({ protocol: 'https', hostname: 'images.prismic.io', pathname: '/**' });
  const local = bases.some((b) => ['127.0.0.1', 'localhost', '::1'].includes(new URL(b).hostname));
  return { patterns, local };
}

const images = imageSources();

const here = dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The deployable server: `.next/standalone` holds server.js with only the files it needs (traced from the
  // monorepo root, as the workspace packages are compiled in); scripts/assemble-standalone.mjs adds the
  // static assets, public/ and the service worker. The Dockerfile ships that folder (docs/deploy.md).
  output: 'standalone',
  outputFileTracingRoot: join(here, '../..'),
  // Files read at run time by paths the tracer cannot follow (their calls carry `turbopackIgnore`, or the
  // tracer would copy the whole project): the slice simulator reads each slice's model and mocks
  // (features/editorial/simulator.ts). The upload folder (UPLOAD_DIR) is data, never shipped.
  outputFileTracingIncludes: {
    '/slice-simulator': ['../../slices/*/model.json', '../../slices/*/mocks.json'],
  },
  // Never needed by the server, whatever a trace finds.
  outputFileTracingExcludes: {
    '*': [
      'e2e/**',
      'scripts/**',
      'playwright.config.ts',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      '../../slices/**/*.stories.tsx',
      '.uploads/**',
    ],
  },
  // The ISR page cache: Redis shared by every instance when REDIS_URL is set (src/server/cache-handler.mjs),
  // and no second in-memory layer per process, or an instance would serve its own stale copy.
  cacheHandler: join(here, 'src/server/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  typescript: {
    // `npm test` type-checks the whole repository, the storefront with the same settings, in its typecheck
    // step and then sets PASSO_TYPECHECKED=1 for its build: checking again would cost the run about 20 s.
    ignoreBuildErrors: process.env.PASSO_TYPECHECKED === '1',
  },
  turbopack: {
    rules: {
      // React Aria's built-in strings in the shop's four languages only, not its 34 (build/reactAriaLocales.cjs).
      'intlStrings.mjs': { loaders: ['./build/reactAriaLocales.cjs'] },
    },
  },
  experimental: {
    // Back returns to where the page was: the router keeps each history entry's scroll position and restores
    // it once the page has rendered (the browser's own restoration runs before the page is back). A listing
    // then puts its first card on screen back in place once its cards are there (features/catalog/listingPlace).
    scrollRestoration: true,
    // A fresh CI clone never reuses Turbopack's build cache, so writing it there is wasted time.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  poweredByHeader: false,
  // No ETag: Next hashes every answer's whole body for it, and on a cached (ISR) page that hash was about 14 %
  // of the CPU the server spent per request (a profile of the category page). Cached pages carry
  // `s-maxage`/`stale-while-revalidate` for the CDN instead.
  generateEtags: false,
  // No headers(): the security headers are set on every response at run time, from the instance's environment
  // (src/server/securityHeaders.ts, installed by src/instrumentation.ts).
  // `npm run bench:size -- --why` builds with browser source maps to attribute every chunk's bytes to the
  // package or module they come from; ordinary builds ship none.
  productionBrowserSourceMaps: process.env.PASSO_SOURCE_MAPS === '1',
  // The design system and proxy handlers are consumed as TypeScript sources.
  transpilePackages: ['@passo/design-system', '@passo/proxy-api'],
  compiler: {
    styledComponents: {
      // Display names ("SiteFooter__Banner": readable class names, DevTools names) while developing only.
      // Turbopack's transform keeps them in production builds unless told (webpack's SWC options drop them).
      displayName: process.env.NODE_ENV !== 'production',
    },
  },
  // No rewrites: any would ship Next's client-side rewrite resolver to every page. The spec's upload URL
  // is rewritten to its API route (pages/api/upload.ts) by src/proxy.ts.
  images: {
    deviceSizes: [...IMAGE_WIDTHS],
    imageSizes: [64, 128, 256],
    remotePatterns: images.patterns,
    dangerouslyAllowLocalIP: images.local,
  },
};

export default withVanillaExtract(nextConfig);
