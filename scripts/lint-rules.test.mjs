// The rules the README states are checked by lint (eslint.config.js): these show that each one
// fails on code that breaks it, so a change to the config cannot switch one off unnoticed.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fail `code`, linted as if it were the file at `file` (relative to the root). */
async function failing(code, file) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

// Files of a cycle must exist for the resolver to follow them; they live in a folder of their own.
const cycle = mkdtempSync(path.join(root, 'scripts', 'lint-cycle-'));
after(() => rmSync(cycle, { recursive: true, force: true }));

test('an import cycle fails lint', async () => {
  writeFileSync(
    path.join(cycle, 'a.mjs'),
    "import { b } from './b.mjs';\nexport const a = () => b;\n",
  );
  writeFileSync(
    path.join(cycle, 'b.mjs'),
    "import { a } from './a.mjs';\nexport const b = () => a;\n",
  );
  const code = "import { b } from './b.mjs';\nexport const a = () => b;\n";
  assert.deepEqual(await failing(code, path.relative(root, path.join(cycle, 'a.mjs'))), [
    'import-x/no-cycle',
  ]);
});

test('imports go one way in a site: features → components → lib, never back', async () => {
  const feature = "import { x } from '../../features/deposit/x';\nexport const y = x;\n";
  assert.deepEqual(await failing(feature, 'apps/player-web/src/components/some/y.js'), [
    'no-restricted-imports',
  ]);
  const component = "import { x } from '../components/some/x';\nexport const y = x;\n";
  assert.deepEqual(await failing(component, 'apps/player-web/src/lib/y.js'), [
    'no-restricted-imports',
  ]);
  const otherFeature = "import { x } from '../withdraw/x';\nexport const y = x;\n";
  assert.deepEqual(await failing(otherFeature, 'apps/player-web/src/features/deposit/y.js'), [
    'no-restricted-imports',
  ]);
  // Downward is fine.
  const down = "import { x } from '../../components/some/x';\nexport const y = x;\n";
  assert.deepEqual(await failing(down, 'apps/player-web/src/features/deposit/y.js'), []);
});

test("a site's screens take the client from the provider, not the wallet module", async () => {
  const singleton = "import { api } from '../../lib/wallet';\nexport const y = api;\n";
  for (const file of ['features/deposit/y.js', 'components/some/y.js']) {
    assert.deepEqual(await failing(singleton, `apps/player-web/src/${file}`), [
      'no-restricted-imports',
    ]);
  }
  assert.deepEqual(
    await failing(singleton.replace('../../', '../'), 'apps/player-web/src/app/y.js'),
    [],
  );
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
