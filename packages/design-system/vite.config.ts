/**
 * The package build (`npm run build -w @passo/design-system`): ESM with one
 * module per source file (preserveModules), so an app's bundler keeps only
 * the components it imports; dependencies and peers stay external. The
 * styles are extracted by vanilla-extract into dist/styles.css; the types
 * come from tsc (tsconfig.build.json).
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    // One stylesheet: library mode cannot make a JS module import its own CSS.
    cssCodeSplit: false,
    lib: {
      entry: { index: 'src/index.ts', css: 'src/css.ts', sprinkles: 'src/sprinkles.ts', tokens: 'src/tokens/index.ts' },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: 'styles[extname]',
      },
    },
  },
});
