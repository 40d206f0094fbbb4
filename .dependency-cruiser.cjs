/**
 * The import rules `npm run lint` checks (dependency-cruiser), for every package: no file loop, no folder loop;
 * and, for the storefront (`packages/storefront/src`), its layers.
 *
 * An import points only down this list. Files of one layer may import each other (without a loop).
 *
 *   pages/ · proxy.ts · instrumentation.ts · sw/    the entries: routes that assemble, Next's request proxy,
 *                                                   the server's start-up hook, the service worker
 *   shell/ | server/                                 page chrome (layout, navigation, account menu, error and
 *                                                   offline pages) | server plumbing (revalidation webhooks,
 *                                                   readiness, request log, IP lookup, cache handler); neither
 *                                                   imports the other
 *   features/<name>/                                 the shop's domains, in FEATURES' order: a feature imports
 *                                                   only features before it
 *   core/<part>/                                     what every feature reads, in CORE's order: lazy-loading
 *                                                   helpers, shared content and label texts, the store, labels
 *   lib/                                             framework-free: routes, api client, config, cookies,
 *                                                   locale tables, content documents; no React, no Next
 *
 * Tests and stories follow the same rules as the code they test.
 */

const SRC = '^packages/storefront/src/';

/** Top to bottom. Each entry is a list of siblings: same height, and they may not import each other. */
const LAYERS = [
  ['pages', 'proxy.ts', 'instrumentation.ts', 'sw'],
  ['shell', 'server'],
  ['features'],
  ['core'],
  ['lib'],
];

/** The features, first to last: a feature may import the ones before it, never one after it. */
const FEATURES = [
  'ui', // shared page parts: lists and layout primitives
  'media', // images that survive a failed load
  'consent', // the visitor's cookie choice: its cookie, the banner and the footer's control
  'analytics', // the data layer
  'forms', // the error summary, form helpers
  'address', // the address form and its rules
  'market', // country and language choice, the market switch
  'cart', // the selection, cart panel, vouchers
  'newsletter', // sign-up forms, popup, stock alerts
  'seo', // head tags, alternates and schema.org data (JSON-LD) pages and listings use
  'catalog', // categories, listings, products, their cached views
  'search', // the search panel and results
  'editorial', // Prismic pages, blog, moods, lines, sitemap, contact, uploads
  'account', // sign-in, sign-up, the account's tabs
  'checkout', // the checkout and its steps
];

/** core's parts, first to last, with the same rule as the features. */
const CORE = [
  'lazy', // late-loading helpers
  'content', // shared content: types, normalisation, loading, label texts and fallbacks
  'store', // the one UI store: state, hooks, market state, the first state from the request
  'labels', // labels read from the store, the client's label and menu loading
];

const escape = (name) => name.replace(/[.]/g, '\\.');
const under = (name) => `${SRC}${escape(name)}(/|$)`;

function orderRules(kind, folder, names) {
  return names.slice(0, -1).map((name, index) => ({
    name: `${kind}-order`,
    severity: 'error',
    comment: `${folder}/${name} may import only ${kind === 'feature' ? 'features' : 'parts'} before it (${names.slice(0, index).join(', ') || 'none'}), never ${names.slice(index + 1).join(', ')}.`,
    from: { path: under(`${folder}/${name}`) },
    to: { path: names.slice(index + 1).map((later) => under(`${folder}/${later}`)) },
  }));
}

const layerRules = LAYERS.flatMap((siblings, index) => {
  const above = LAYERS.slice(0, index).flat();
  return siblings.flatMap((layer) => {
    const forbidden = [...above, ...siblings.filter((s) => s !== layer)];
    return forbidden.length === 0
      ? []
      : [
          {
            name: 'layer-order',
            severity: 'error',
            comment: `${layer} may import only layers below it; never ${forbidden.join(', ')}.`,
            from: { path: under(layer) },
            to: { path: forbidden.map(under) },
          },
        ];
  });
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-loop',
      severity: 'error',
      comment: 'Two files that import each other, directly or through others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-loop',
      severity: 'error',
      comment: 'Two folders whose files import each other, directly or through other folders.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...orderRules('feature', 'features', FEATURES),
    ...orderRules('core', 'core', CORE),
    {
      name: 'lib-framework-free',
      severity: 'error',
      comment: 'lib is framework-free: no React, no Next.js, no styling.',
      from: { path: under('lib') },
      to: { path: '^node_modules/(react|react-dom|next|styled-components|swr|unistore)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to no file.',
      from: {},
      to: { couldNotResolve: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|dist|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
  },
};
