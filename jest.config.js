/**
 * One Jest run for every package's unit tests (`npm run test:unit`).
 * Each package is a project so `--selectProjects <name>` runs one alone.
 * @type {import('jest').Config}
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

const shared = {
  transform: {
    // vanilla-extract styles must be evaluated, not just stripped of types.
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.(t|j)sx?$': swc,
    '^.+\\.mjs$': swc,
  },
  // Playwright's *.spec.ts files and Storybook files are not Jest tests.
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/dist/', '/e2e/'],
  transformIgnorePatterns: ['/node_modules/(?!(@prismicio|unistore|nanoid|esm-env)/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/packages/storefront/src/$1' },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'design-system',
      rootDir: '.',
      roots: ['<rootDir>/packages/design-system/src'],
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'storefront',
      rootDir: '.',
      roots: ['<rootDir>/packages/storefront/src', '<rootDir>/slices'],
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/jest.setup.ts'],
    },
    {
      ...shared,
      displayName: 'proxy-api',
      rootDir: '.',
      roots: ['<rootDir>/packages/proxy-api/src'],
      testEnvironment: 'node',
    },
    {
      ...shared,
      displayName: 'sandbox',
      rootDir: '.',
      // scripts/: the content script's test, beside the script it keeps identical to content/
      roots: ['<rootDir>/packages/sandbox/src', '<rootDir>/packages/sandbox/scripts'],
      testEnvironment: 'node',
    },
  ],
};
