import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Apps meet only through `shared` and the shell's runtime composition, never by importing each other. */
const crossAppImport = {
  group: ['shell', 'shell/*', '**/shell/**', 'mfe-*', '**/mfe-*', '**/mfe-*/**'],
  message: "Apps never import each other: use `shared` (bus events, types, brand) and the shell's composition.",
};

/**
 * react-router reaches app code only through `shared` (shared/src/router.ts): imported directly, an
 * app would bundle a second router, whose links and hooks cannot see the shell's location.
 */
const directRouterImport = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: "Import routing from 'shared' (shared/src/router.ts): a direct import bundles a second router.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.__mf__temp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [crossAppImport, directRouterImport] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The facade itself, and tests that drive a memory data router (one module instance under Vitest).
    files: ['shared/src/router.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossAppImport] }] },
  },
  {
    // The shell's type-only view of the remotes: `typeof import()` is the point (nothing is bundled).
    files: ['shell/src/remotes/remote-modules.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }] },
  },
  {
    // The composition's test reads every app's published routes (src/seo.ts), as the composed
    // build does from their seo.json files: checking the whole site is its job.
    files: ['scripts/compose/compose-site.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The local server runs the shell's built server module (shell/dist-server/site.js): it imports
    // only its type, the contract an edge runtime's entry meets too.
    files: ['scripts/lib/shell-server.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
