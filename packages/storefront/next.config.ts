import type { NextConfig } from 'next';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { IMAGE_WIDTHS } from '../design-system/src/tokens/constants';

const withVanillaExtract = createVanillaExtractPlugin({
  // Next 16 builds with Turbopack by default; the plugin needs this to join in.
  unstable_turbopack: { mode: 'auto' },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The design system and proxy handlers are consumed as TypeScript sources.
  transpilePackages: ['@passo/design-system', '@passo/proxy-api'],
  compiler: { styledComponents: true },
  // The spec's upload URL is served by the storefront's own API route (pages/api/upload.ts).
  async rewrites() {
    return [{ source: '/upload/uploader.php', destination: '/api/upload' }];
  },
  images: {
    deviceSizes: [...IMAGE_WIDTHS],
    imageSizes: [64, 128, 256],
  },
};

export default withVanillaExtract(nextConfig);
