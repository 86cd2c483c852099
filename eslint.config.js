import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The direction of the code, as zones of import-x/no-restricted-paths (bulletproof-react's
 * "unidirectional codebase"). A zone compares resolved files, not names, so a relative path such as
 * `../../mfe-press/src/x` is caught as surely as a package name; a remote added later is covered
 * without an edit (the `mfe-*` folders are read here).
 *
 *   shell, mfe-*  ──▶  shared/src                 apps meet at run time only: the shell loads remotes
 *   shell/server, configs, tooling  ──▶  shared/tooling    through Module Federation, remotes reach it via `shared`
 *   shell/server  ──▶  shell/src/first-view/markers.ts, frame.tsx, analytics/config.ts   (nothing else of the app)
 */
const root = import.meta.dirname;
const remotes = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name);
const apps = ['shell', ...remotes];
const dir = (name) => `./${name}`;

/**
 * The shell's browser code in layers, highest first: a folder imports only from the layers below its
 * own, so no import arrow points back up. The entry (src/main.tsx, src/islands.ts), the boot script
 * and the routes start things; the island starter and the shell's islands use what follows; the
 * first view's frame renders the layout; the layout, search and home parts use the bottom layer.
 */
const shellLayers = [
  ['routes', 'boot'],
  ['app', 'islands'],
  ['first-view'],
  ['layout', 'search', 'home'],
  ['analytics', 'remotes', 'art'],
];
const shellLayerZones = shellLayers.flatMap((layer, rank) =>
  layer.map((folder) => ({
    target: `./shell/src/${folder}`,
    from: shellLayers
      .slice(0, rank + 1)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `./shell/src/${other}`),
    message: `shell/src/${folder} imports only from the layers below its own (eslint.config.js: shellLayers): no import arrow points back up.`,
  })),
);

/**
 * @param {{ tooling?: boolean, buildCode?: boolean, layers?: boolean }} lift Exceptions lift one zone
 *   for the files they name: `tooling` keeps tooling and tests off the apps' code, `buildCode` keeps
 *   `shared/tooling` out of what ships, `layers` keeps the shell's layers (tests may drive any).
 */
function boundaryZones({ tooling = true, buildCode = true, layers = true } = {}) {
  return [
    ...(layers ? shellLayerZones : []),
    {
      // The composition is below the server's entry and the hosts' contract.
      target: './shell/server/compose',
      from: ['./shell/server/*.ts'],
      message: 'shell/server/compose is below the server entry (site.ts) and the hosts\' contract: it imports neither.',
    },
    {
      target: './shared',
      from: apps.map(dir),
      message: '`shared` is what the apps meet through: it imports no app.',
    },
    {
      target: remotes.map(dir),
      from: './shell',
      message: 'A remote never imports the shell: it reaches it at run time through `shared` (bus events, router).',
    },
    ...apps.map((app) => ({
      target: dir(app),
      from: remotes.filter((remote) => remote !== app).map(dir),
      message: 'Apps never import each other: the shell loads a remote at run time (Module Federation); apps meet through `shared`.',
    })),
    {
      // The server composes pages with what the shell exports for it: the marks the app reads
      // (React-free), the layout's frame rendered to a string, the first view's stylesheet marks and
      // the attributes the page gains before the app (React-free), the analytics settings for the CSP,
      // and the search island with its engine, to write /search?q= with its results.
      target: './shell/server',
      from: './shell/src',
      except: ['./first-view/markers.ts', './first-view/frame.tsx', './first-view/stylesheets.ts', './analytics/config.ts', './islands/site-search.tsx', './search/search-site.ts'],
      message:
        'shell/server imports only what the shell exports for it: src/first-view/markers.ts, src/first-view/frame.tsx (firstViewFrame, shellLanguageOf), src/first-view/stylesheets.ts, src/analytics/config.ts, and the search island with its engine (src/islands/site-search.tsx, src/search/search-site.ts) to write /search?q= with its results.',
    },
    ...(buildCode
      ? [
          {
            // Vite plugins, Node rendering and ports stay out of what ships to a browser or an edge function.
            target: ['./shared/src', ...apps.map((app) => `./${app}/src`), './supabase/functions'],
            from: ['./shared/tooling', './shell/tooling', './tooling', './art', './e2e'],
            message: 'What ships (an app, `shared/src`, an edge function) never imports tooling: `shared/tooling`, `shell/tooling`, `tooling/`, `art/` and `e2e/` are for shell/server and build code (vite and art configs, tooling/, e2e/, art/).',
          },
        ]
      : []),
    ...(tooling
      ? [
          {
            target: ['./tooling', './e2e', './art', './supabase'],
            from: apps.map(dir),
            message: 'Scripts and tests use what an app publishes (its dist, seo.json, search.json), not its code.',
          },
        ]
      : []),
  ];
}

const boundaries = (lift) => ['error', { basePath: root, zones: boundaryZones(lift) }];

/**
 * react-router reaches app code only through `shared` (shared/src/router.ts): imported directly, an
 * app would bundle a second router, whose links and hooks cannot see the shell's location.
 */
const directRouterImport = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: "Import routing from 'shared' (shared/src/router.ts): a direct import bundles a second router.",
};

/**
 * react-intl reaches app code only through `shared` (shared/src/i18n/format.ts and intl.tsx): one instance, so
 * every app's words come from the one provider, and a page without one speaks the source language.
 */
const directIntlImport = {
  group: ['react-intl', 'react-intl/*', '@formatjs/*'],
  message: "Import messages from 'shared' (shared/src/i18n): one instance for every app.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.__mf__temp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves as Node and Vite do (package exports, workspace links to their real folders), so a
      // zone sees `shared/vite` as shared/tooling/vite.ts.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': boundaries(),
      // Packages meet by name (`shared/search`, `tooling/lib/workspace`), never by a path into another's folder.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [directRouterImport, directIntlImport] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A page's links keep its language's prefix (/fr, /es): a site path goes through the router
    // (`<Link to>`, `useHref`), never straight into an `href` or `action`.
    files: ['shell/src/**/*.tsx', 'shared/src/**/*.tsx', 'mfe-*/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name=/^(href|action)$/] > Literal[value=/^\\//]",
          message: 'A site path in href or action loses the page language: use <Link to> or useHref (docs/i18n.md).',
        },
      ],
    },
  },
  {
    // The advisor and site search are read as a pipeline of small stages: no function over 80 lines.
    files: ['supabase/functions/_shared/advisor/**/*.ts', 'shared/src/search/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The facades themselves, and tests that drive a memory data router (one module instance under Vitest).
    files: ['shared/src/router.ts', 'shared/src/i18n/format.ts', 'shared/src/i18n/intl.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Exceptions to the boundaries, each lifting one zone for the files it names (a later one replaces
  // an earlier one's options for the same file).
  {
    // Tests run in Node: they render first views with shared/first-view, a build-time module.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': boundaries({ buildCode: false, layers: false }) },
  },
  {
    // The whole site's routes test derives every app's published routes from their route modules (and
    // the shell's tooling/published-routes.tsx), as their builds do for seo.json: checking the whole site is its job.
    files: ['tooling/site/site-routes.test.ts'],
    rules: { 'import-x/no-restricted-paths': boundaries({ tooling: false, buildCode: false, layers: false }) },
  },
  {
    // The local server runs the shell's built server module (shell/dist-server/site.js): it imports
    // only its type, the contract an edge runtime's entry meets too.
    files: ['tooling/lib/shell-server.ts'],
    rules: { 'import-x/no-restricted-paths': boundaries({ tooling: false }) },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
