// ESLint runs only what oxlint (.oxlintrc.json) does not have: React Compiler's checks of
// components and hooks (eslint-plugin-react-hooks 7) and TanStack Query's rules. Every other rule
// (the recommended sets, type-aware promise rules, jsx-a11y, import cycles, the package and folder
// boundaries) is oxlint's, which runs the whole workspace in seconds; eslint-plugin-oxlint turns
// off here what oxlint already checks. Both run in `pnpm lint` (issue 45 §2, §4).
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig } from 'eslint/config';
import oxlint from 'eslint-plugin-oxlint';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
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
  // TypeScript's syntax only: the rules here need no type information.
  { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tseslint.parser } },
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
  // Server state is used the way TanStack Query means it.
  { files: ['**/*.{ts,tsx}'], extends: [pluginQuery.configs['flat/recommended']] },
  {
    // The client's query options take the configured client (`api`) as an argument: one client
    // per query cache, so it names no data and has no place in a query key. (An eslint-disable
    // comment for this rule would be reported unused by oxlint, which does not know it.)
    files: [
      'packages/api/src/operations/**',
      'packages/api/src/reads/**',
      'packages/api/src/read.ts',
    ],
    rules: { '@tanstack/query/exhaustive-deps': 'off' },
  },
  // Last: off what oxlint checks (rules-of-hooks, exhaustive-deps), so no rule runs twice.
  ...oxlint.buildFromOxlintConfigFile('./.oxlintrc.json'),
);
