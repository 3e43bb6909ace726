// The rules the README states are checked by lint (oxlint's .oxlintrc.json, and ESLint's
// eslint.config.js for what oxlint lacks): these show that each one fails on code that breaks it,
// so a change to either config cannot switch one off unnoticed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
/** oxlint as `pnpm lint:code` runs it. */
const OXLINT = ['--type-aware', '--report-unused-disable-directives'];
/** The same without type information (a tenth of the time), for the rules that need none. */
const OXLINT_SYNTAX = OXLINT.filter((flag) => flag !== '--type-aware');

test('`pnpm lint` runs oxlint (type-aware) and ESLint over the workspace, warnings failing', () => {
  assert.match(scripts.lint, /pnpm lint:code/);
  assert.equal(
    scripts['lint:code'],
    `oxlint ${OXLINT.join(' ')} --deny-warnings && eslint . --max-warnings=0`,
  );
});

/** `plugin(rule)` as oxlint names a rule, written as the configs write it. */
const ruleOf = (code) => {
  const match = /^([\w-]+)\(([\w-]+)\)$/.exec(code ?? '');
  if (!match) return null;
  return match[1] === 'eslint' ? match[2] : `${match[1]}/${match[2]}`;
};

/** What oxlint finds in `file` (relative to the root): its diagnostics, as JSON. */
function oxlint(file, flags) {
  const run = spawnSync('pnpm', ['exec', 'oxlint', ...flags, '--format', 'json', file], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout).diagnostics;
}

/**
 * The rules that fail `code` as one of the workspace's own files at `file` (relative to the
 * root): oxlint reads it from a file of the same folder and kind (`choice.ts` is written as
 * `choice-lintcase.ts`, `x.test.js` as `x-lintcase.test.js`), so it gets the same overrides and
 * the same type information; ESLint lints the text as `file` itself.
 */
async function failing(code, file, { types = false } = {}) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const found = result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
  const dot = path.basename(file).indexOf('.');
  const copy = path.join(
    path.dirname(file),
    `${path.basename(file).slice(0, dot)}-lintcase${path.basename(file).slice(dot)}`,
  );
  writeFileSync(path.join(root, copy), code);
  try {
    for (const d of oxlint(copy, types ? OXLINT : OXLINT_SYNTAX)) {
      if (d.severity === 'error' || /disable directive/i.test(d.message))
        found.push(ruleOf(d.code));
    }
  } finally {
    rmSync(path.join(root, copy), { force: true });
  }
  return found;
}

// Each case is linted as one of the workspace's own .ts or .tsx files, so a rule is seen to read
// the kind of file it guards, with the parser and the type information that file gets.

// The files of a cycle must exist for the resolver to follow them: a folder of their own inside the
// api package's sources, where its tsconfig (and so the type-aware parser) reaches them.
const cycle = mkdtempSync(path.join(root, 'packages', 'api', 'src', 'lint-cycle-'));
after(() => rmSync(cycle, { recursive: true, force: true }));

test('an import cycle between TypeScript modules fails lint', async () => {
  const a = "import { b } from './b';\nexport const a = (): number => b() + 1;\n";
  const b = "import { a } from './a';\nexport const b = (): number => a() - 1;\n";
  writeFileSync(path.join(cycle, 'a.ts'), a);
  writeFileSync(path.join(cycle, 'b.ts'), b);
  // The folder is in .gitignore, which oxlint follows: the file is named, and read all the same.
  const file = path.relative(root, path.join(cycle, 'a.ts'));
  const rules = oxlint(file, [...OXLINT, '--no-ignore']).map((d) => ruleOf(d.code));
  assert.deepEqual(rules, ['import/no-cycle']);
});

test('a cycle of type-only imports fails `pnpm lint:cycles` (import-x skips type imports)', () => {
  const types = mkdtempSync(path.join(root, 'packages', 'shell', 'src', 'lint-cycle-'));
  try {
    writeFileSync(
      path.join(types, 'report.ts'),
      "import type { Kind } from './telemetry';\nexport interface Report { kind: Kind }\n",
    );
    writeFileSync(
      path.join(types, 'telemetry.ts'),
      "import type { Report } from './report';\nexport type Kind = 'a';\nexport type Sent = Report[];\n",
    );
    const run = (folder) =>
      spawnSync('pnpm', ['exec', 'madge', '--circular', '--extensions', 'ts,tsx', folder], {
        cwd: root,
        encoding: 'utf8',
      });
    const found = run(path.relative(root, types));
    assert.equal(found.status, 1, found.stdout);
    assert.match(found.stdout, /report\.ts > .*telemetry\.ts|telemetry\.ts > .*report\.ts/);
    // The same script over the workspace is `pnpm lint:cycles`, and it is clean.
    assert.match(scripts['lint:cycles'], /^madge --circular --extensions ts,tsx/);
    assert.match(scripts.lint, /pnpm lint:cycles/);
  } finally {
    rmSync(types, { recursive: true, force: true });
  }
});

test('imports go one way in a site: features → components → lib, never back, and nothing imports src/app', async () => {
  const site = 'apps/player-web/src';
  const cases = [
    // [the import, the file it is in]
    ["import { x } from '../../features/deposit/x';", 'components/pending-deposit/details.ts'],
    ["import { x } from '../components/some/x';", 'lib/device.ts'],
    ["import { x } from '../withdraw/x';", 'features/deposit/choice.ts'],
    ["import { x } from '../../app/x';", 'features/deposit/DepositPage.tsx'],
    ["import { x } from '../../app/x';", 'components/loaded/Loaded.tsx'],
  ];
  for (const [line, file] of cases) {
    assert.deepEqual(
      await failing(`${line}\nexport const y = x;\n`, `${site}/${file}`),
      ['no-restricted-imports'],
      file,
    );
  }
  // Downward is fine.
  const down = "import { href } from '../../lib/paths';\nexport const y = href;\n";
  assert.deepEqual(await failing(down, `${site}/features/deposit/choice.ts`), []);
});

test("a site's screens take the client from the provider, not the wallet module", async () => {
  const singleton = "import { api } from '../../lib/wallet';\nexport const y = api;\n";
  for (const file of ['features/deposit/choice.ts', 'components/loaded/Loaded.tsx']) {
    assert.deepEqual(await failing(singleton, `apps/player-web/src/${file}`), [
      'no-restricted-imports',
    ]);
  }
  assert.deepEqual(
    await failing(singleton.replace('../../', '../'), 'apps/player-web/src/app/routes.tsx'),
    ['no-restricted-imports'],
  );
  assert.deepEqual(
    await failing(singleton.replace('../../', './'), 'apps/player-web/src/main.tsx'),
    [],
  );
});

test('the hooks rules read hooks written in .ts files', async () => {
  const setStateInEffect = [
    "import { useEffect, useState } from 'react';",
    'export function useActivation(answer: number): number {',
    '  const [seen, setSeen] = useState(0);',
    '  useEffect(() => {',
    '    setSeen(answer);',
    '  }, [answer]);',
    '  return seen;',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(
    await failing(setStateInEffect, 'apps/player-web/src/components/activation/useActivation.ts'),
    ['react-hooks/set-state-in-effect'],
  );
  const conditional = [
    "import { useState } from 'react';",
    'export function useNow(on: boolean): number {',
    '  if (!on) return 0;',
    '  const [now] = useState(Date.now);',
    '  return now;',
    '}',
    '',
  ].join('\n');
  assert.deepEqual(await failing(conditional, 'packages/ui/src/wait-progress/useNow.ts'), [
    'react-hooks/rules-of-hooks',
  ]);
});

test('type-checked: an await of what is no promise, an assertion that changes nothing', async () => {
  const awaitValue =
    'export async function f(n: number): Promise<number> {\n  return await n;\n}\n';
  assert.deepEqual(await failing(awaitValue, 'packages/domain/src/choice.ts', { types: true }), [
    'typescript/await-thenable',
  ]);
  const assertion = 'export const twice = (n: number): number => (n as number) * 2;\n';
  assert.deepEqual(await failing(assertion, 'packages/domain/src/choice.ts', { types: true }), [
    'typescript/no-unnecessary-type-assertion',
  ]);
});

test('a disable comment that disables nothing fails lint', async () => {
  const code = '// eslint-disable-next-line no-console\nexport const quiet = 1;\n';
  // ESLint's report, and oxlint's: it reads eslint-disable comments too.
  assert.deepEqual(await failing(code, 'packages/domain/src/choice.ts'), [null, null]);
  const oxlintOnly = '// oxlint-disable-next-line no-debugger\nexport const quiet = 1;\n';
  assert.deepEqual(await failing(oxlintOnly, 'packages/domain/src/choice.ts'), [null]);
});

test('a focused or skipped test fails lint', async () => {
  const cases = {
    'it.only': 'vitest/no-focused-tests',
    'describe.only': 'vitest/no-focused-tests',
    'it.skip': 'vitest/no-disabled-tests',
    'test.skip': 'vitest/no-disabled-tests',
  };
  for (const [call, rule] of Object.entries(cases)) {
    const code = `import { describe, it, test } from 'vitest';\n${call}('x', () => {});\nvoid [describe, it, test];\n`;
    assert.deepEqual(await failing(code, 'packages/domain/src/x.test.js'), [rule], call);
  }
});

test('a non-null assertion fails lint in product code, not in its tests', async () => {
  const code = 'export const first = (items: number[]): number => items[0]!;\n';
  assert.deepEqual(await failing(code, 'packages/domain/src/choice.ts'), [
    'typescript/no-non-null-assertion',
  ]);
  assert.deepEqual(await failing(code, 'packages/domain/src/choice.test.ts'), []);
});

test('a picture without a text alternative fails lint (jsx-a11y)', async () => {
  const code = 'export const Logo = () => <img src="/logo.png" />;\n';
  assert.deepEqual(await failing(code, 'packages/ui/src/button/Logo.tsx'), ['jsx-a11y/alt-text']);
  const named = 'export const Logo = () => <img src="/logo.png" alt="Ví" />;\n';
  assert.deepEqual(await failing(named, 'packages/ui/src/button/Logo.tsx'), []);
});

test("a query's key that leaves out what its function reads fails lint (TanStack Query, ESLint)", async () => {
  const code = [
    "import { queryOptions } from '@tanstack/react-query';",
    'export const userQuery = (id: string) =>',
    "  queryOptions({ queryKey: ['user'], queryFn: () => fetchUser(id) });",
    'declare function fetchUser(id: string): Promise<string>;',
    '',
  ].join('\n');
  assert.deepEqual(await failing(code, 'apps/player-web/src/lib/user-query.ts'), [
    '@tanstack/query/exhaustive-deps',
  ]);
});
