// One lint setup for the whole workspace. Package boundaries from the design card are rules here:
// domain is pure (no React, no network); ui never fetches; apps reach the upstream only via @wallet/api.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const appImportRules = [
  { group: ['openapi-fetch', 'msw', 'msw/*'], message: 'Call the upstream through @wallet/api.' },
  { group: ['@wallet/*/src/*'], message: 'Import a package by its public entry.' },
];

// A site's screens take the client, the cache and the session from <WalletProvider>, as the shell's
// screens do, so a test or another shell can give them its own; so do the layout and the routes'
// prefetch (src/app). Only main.tsx, outside React, reads the site's wallet module.
const screenImportRule = {
  group: ['**/lib/wallet'],
  message: 'Take them from the provider: useApi(), useQueryClient(), useWalletSession().',
};

// The domain is pure: no React, no network, no other package of ours.
const domainImports = ['react', 'react-*', '@tanstack/*', 'msw', 'openapi-fetch', '@wallet/*'];

// One-way imports inside a site: features → components → lib, never back (the screen rule first,
// so tests can leave it out).
// src/app composes the features (routes, layout): nothing it composes imports it back.
const appFolderRule = {
  group: ['**/app', '**/app/**'],
  message: 'src/app composes the features and components; they do not import it.',
};
const componentImports = [
  screenImportRule,
  ...appImportRules,
  { group: ['**/features/**'], message: 'src/components does not import a feature.' },
  appFolderRule,
];
const featureImports = [
  screenImportRule,
  ...appImportRules,
  {
    group: ['../*/**', '!../../**', '**/features/**'],
    message: 'A feature does not import another feature: share through src/components or src/lib.',
  },
  appFolderRule,
];

export default tseslint.config(
  // An eslint-disable comment that no longer disables anything is an error, not a leftover.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      // Temporary files build tools write beside their configs while a build runs.
      '**/*.bundled_*.mjs',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' },
        { selector: 'CallExpression[callee.property.name="skip"]', message: 'No skipped tests.' },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches fails silently (a rejected request, a
    // navigation that never happens), and a promise handed to what expects a plain callback (an
    // onClick, a forEach) is never awaited. `void` marks a fire-and-forget that is meant.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['packages/ui/.storybook/*.ts*'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // React Router 7 types navigate() as `void | Promise<void>` (a promise only under a data
          // router, settled by the router itself: a failed navigation shows the route error).
          // Nothing here waits for a navigation, so a bare navigate() is not a dropped promise.
          allowForKnownSafeCalls: [
            { from: 'package', name: 'NavigateFunction', package: 'react-router' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      // Of the type-checked set, the two that found code that says what it does not do (an await
      // of what is no promise, an assertion that changes nothing); the rest of the set, measured on
      // the workspace, flagged test scaffolding and `any` from libraries (docs/decisions.md).
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // React's code, hooks in .ts files too (useActivation.ts, useItemBalances.ts …). Not the
    // browser tests' fixtures nor the sandbox's tests: their `use` and `useSandbox` are no hooks.
    files: [
      '**/*.tsx',
      'apps/*/src/**/*.ts',
      'packages/ui/src/**/*.ts',
      'packages/shell/src/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // What the README states, checked: screens are accessible (jsx-a11y), server state is used the
  // way TanStack Query means it (its plugin), and no module imports itself back through others.
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A card's label wraps its radio and its texts two spans deep (BankAccountCard).
    files: ['**/*.tsx'],
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }] },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // What import-x's `flatConfigs.typescript` sets, so that the rules read the TypeScript
      // files an import leads to (without a parser for them, no-cycle never followed a .ts import);
      // resolved by Node's rules with TypeScript's extensions.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Product code says what it knows: a value that may be missing is checked, not asserted. (The
    // sandbox, the bench and the build setup are tools, not product code.)
    files: [
      'apps/*/src/**',
      'packages/api/src/**',
      'packages/domain/src/**',
      'packages/ui/src/**',
      'packages/shell/src/**',
    ],
    ignores: ['**/*.test.*', '**/*.stories.*', '**/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // The client's query options take the configured client (`api`) as an argument: one client
    // per query cache, so it names no data and has no place in a query key.
    files: ['packages/api/src/operations/**', 'packages/api/src/reads/**'],
    rules: { '@tanstack/query/exhaustive-deps': 'off' },
  },
  {
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: domainImports }],
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage'],
    },
  },
  {
    // The entry's check against the modules (entry.test.ts) is shared with the kit's.
    files: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...domainImports, '!@wallet/build'] }],
    },
  },
  {
    files: ['packages/ui/src/**'],
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@wallet/api', '@tanstack/*', 'openapi-fetch', 'msw'] },
      ],
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'],
    },
  },
  {
    // The shell package is app code shared by the shells: it reaches the upstream only through
    // @wallet/api, like the apps.
    files: ['apps/*/src/**', 'packages/shell/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: appImportRules }],
      'no-restricted-globals': ['error', 'fetch'],
    },
  },
  {
    // src/app is drawn inside <WalletProvider> too (its tests may read the wallet module).
    files: ['apps/*/src/app/**'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [screenImportRule, ...appImportRules] }],
    },
  },
  {
    // One-way imports inside a site: features → components → lib, never back.
    files: ['apps/*/src/components/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: componentImports }] },
  },
  {
    files: ['apps/*/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appImportRules,
            {
              group: ['**/features/**', '**/components/**', '**/app/**'],
              message: 'src/lib imports nothing above it (features, components, app).',
            },
          ],
        },
      ],
    },
  },
  {
    // Page tests drive the sandbox's control API (faults, state) as the browser suite does; the
    // site's own code still reaches the upstream only through @wallet/api.
    files: ['apps/*/src/test/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // A feature never reaches into another feature; what two pages share lives in src/components
    // or src/lib, and src/app composes the features.
    files: ['apps/*/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureImports }] },
  },
  {
    // A page test may read the site's cache itself (what a call left there).
    files: ['apps/*/src/components/**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: componentImports.slice(1) }] },
  },
  {
    files: ['apps/*/src/features/**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureImports.slice(1) }] },
  },
);
