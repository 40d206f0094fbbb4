import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '**/next-env.d.ts',
      // Built from src/shell/document/bootstrapLoader.js (npm run loader -w @passo/storefront).
      'packages/storefront/public/scripts/bootstrap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/storefront/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // The commerce response types come from proxy-api's zod schemas: types only, so zod stays out of the browser.
    files: ['packages/storefront/**/*.{ts,tsx}', 'slices/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@passo/proxy-api/responses',
              message: 'Import the response types with `import type`: the schemas (zod) must not reach the browser.',
              allowTypeImports: true,
            },
            {
              name: 'next/image',
              importNames: ['default'],
              message:
                'Use SafeImage (features/media/SafeImage): a failed image is logged and its place kept, never a broken icon.',
            },
          ],
        },
      ],
    },
  },
  {
    // A cached page's props pass through withPartialContentPeriod (core/content/cachePeriod): a page rendered
    // while part of the shared content could not be loaded is cached for seconds, not a full period. Props
    // rendered per request (GetServerSideProps) are not cached.
    files: ['packages/storefront/src/pages/**/*.{ts,tsx}', 'packages/storefront/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/^get(Static|\\w+Page)Props$/][init.type=/FunctionExpression$/]:not([id.typeAnnotation.typeAnnotation.typeName.name='GetServerSideProps'])",
          message: 'Wrap it in withPartialContentPeriod (core/content/cachePeriod).',
        },
        {
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^get(Static|\\w+Page)Props$/]',
          message: 'Export it as a const wrapped in withPartialContentPeriod (core/content/cachePeriod).',
        },
      ],
    },
  },
  {
    // The one place next/image's component is used: SafeImage wraps it.
    files: ['packages/storefront/**/SafeImage.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The design system knows nothing of Next.js, Prismic or the commerce API.
    files: ['packages/design-system/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['next', 'next/*', '@prismicio/*', '@passo/storefront', '@passo/proxy-api', '@passo/sandbox'] },
      ],
    },
  },
  {
    // proxy-api is framework-free.
    files: ['packages/proxy-api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'next', 'next/*', '@passo/*'] }],
    },
  },
  {
    // The sandbox is a separate back-end: it shares no code with the shop.
    files: ['packages/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@passo/*', 'react', 'next', 'next/*'] }],
    },
  },
  ...storybook.configs['flat/recommended'],
);
