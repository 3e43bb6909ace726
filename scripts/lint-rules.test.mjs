// The rules the README states are checked by lint (eslint.config.js): these show that each one
// fails on code that breaks it, so a change to the config cannot switch one off unnoticed.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { spawnSync } from 'node:child_process';
import { ESLint } from 'eslint';

const root = path.join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fail `code`, linted as if it were the file at `file` (relative to the root). */
async function failing(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

// Each case is linted as one of the workspace's own .ts or .tsx files (an existing path, its text
// replaced in memory), so a rule is seen to read the kind of file it guards, with the parser and
// the type information that file gets.

// The files of a cycle must exist for the resolver to follow them: a folder of their own inside the
// api package's sources, where its tsconfig (and so the type-aware parser) reaches them.
const cycle = mkdtempSync(path.join(root, 'packages', 'api', 'src', 'lint-cycle-'));
after(() => rmSync(cycle, { recursive: true, force: true }));

test('an import cycle between TypeScript modules fails lint', async () => {
  const a = "import { b } from './b';\nexport const a = (): number => b() + 1;\n";
  const b = "import { a } from './a';\nexport const b = (): number => a() - 1;\n";
  writeFileSync(path.join(cycle, 'a.ts'), a);
  writeFileSync(path.join(cycle, 'b.ts'), b);
  assert.deepEqual(await failing(a, path.relative(root, path.join(cycle, 'a.ts'))), [
    'import-x/no-cycle',
  ]);
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
    const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
    assert.match(script['lint:cycles'], /^madge --circular --extensions ts,tsx/);
    assert.match(script.lint, /pnpm lint:cycles/);
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
  assert.deepEqual(await failing(awaitValue, 'packages/domain/src/choice.ts'), [
    '@typescript-eslint/await-thenable',
  ]);
  const assertion = 'export const twice = (n: number): number => (n as number) * 2;\n';
  assert.deepEqual(await failing(assertion, 'packages/domain/src/choice.ts'), [
    '@typescript-eslint/no-unnecessary-type-assertion',
  ]);
});

test('an eslint-disable comment that disables nothing fails lint', async () => {
  const code = '// eslint-disable-next-line no-console\nexport const quiet = 1;\n';
  assert.deepEqual(await failing(code, 'packages/domain/src/choice.ts'), [null]);
});

test('a focused or skipped test fails lint', async () => {
  for (const call of ['it.only', 'it.skip', 'describe.only', 'test.skip']) {
    const code = `import { describe, it, test } from 'vitest';\n${call}('x', () => {});\nvoid [describe, it, test];\n`;
    assert.deepEqual(await failing(code, 'packages/domain/src/x.test.js'), [
      'no-restricted-syntax',
    ]);
  }
});

test('a non-null assertion fails lint in product code, not in its tests', async () => {
  const code = 'export const first = (items: number[]): number => items[0]!;\n';
  assert.deepEqual(await failing(code, 'packages/domain/src/choice.ts'), [
    '@typescript-eslint/no-non-null-assertion',
  ]);
  assert.deepEqual(await failing(code, 'packages/domain/src/choice.test.ts'), []);
});
