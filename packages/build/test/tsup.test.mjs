// The published packages' build preset: which files ship and how imports are rewritten. Runs on
// the built preset (turbo builds this package before its test).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  emittedSpecifier,
  isPublished,
  reachableModules,
  rewriteDeclaration,
} from '../dist/tsup.js';

/** A package: its export's source, a component with its CSS, a story, a test and sample data. */
function fixturePackage() {
  const cwd = mkdtempSync(path.join(tmpdir(), 'wallet-build-'));
  const files = {
    'package.json': JSON.stringify({ exports: { '.': { source: './src/index.ts' } } }),
    'src/index.ts': "export * from './button';\nexport { cx } from './shared/cx';\n",
    'src/button/index.ts': "export { Button } from './Button';\n",
    'src/button/Button.tsx': "import './Button.css';\nimport { cx } from '../shared/cx';\n",
    'src/button/Button.css': '',
    'src/button/Button.test.tsx': "import { Button } from '.';\n",
    'src/button/Button.stories.tsx': "import { sample } from '../shared/sample';\n",
    'src/shared/cx.ts': '',
    'src/shared/sample.ts': '',
    'src/test/harness.ts': '',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(cwd, name)), { recursive: true });
    writeFileSync(path.join(cwd, name), text);
  }
  return cwd;
}

const fixture = () => path.join(fixturePackage(), 'src');

test('only what an export reaches is built: no tests, stories or their sample data', () => {
  assert.deepEqual(reachableModules(fixturePackage()), [
    'button/Button.tsx',
    'button/index.ts',
    'index.ts',
    'shared/cx.ts',
  ]);
});

test('test code is never published, even if reached', () => {
  assert.equal(isPublished('api/test/harness.ts'), false);
  assert.equal(isPublished('ui/Button.stories.tsx'), false);
  assert.equal(isPublished('api/money.testing.ts'), false);
  assert.equal(isPublished('money/guard.ts'), true);
});

test('a relative import names the .js module its target becomes; CSS stays as written', () => {
  const src = fixture();
  const from = path.join(src, 'index.ts');
  assert.equal(emittedSpecifier(from, './button'), './button/index.js');
  assert.equal(emittedSpecifier(from, './button/Button'), './button/Button.js');
  const inner = path.join(src, 'button', 'Button.tsx');
  assert.equal(emittedSpecifier(inner, '..'), '../index.js');
  assert.equal(emittedSpecifier(inner, './Button.css'), './Button.css');
  assert.throws(() => emittedSpecifier(from, './missing'), /cannot resolve/);
});

test('declarations get the same specifiers and lose their CSS imports', () => {
  const src = fixture();
  const text = [
    "import './Button.css';",
    "import type { X } from '..';",
    'export declare const b: import("./index").Y;',
    "export * from './index';",
    "import { useState } from 'react';",
    '',
  ].join('\n');
  assert.equal(
    rewriteDeclaration(text, path.join(src, 'button', 'Button.tsx')),
    [
      "import type { X } from '../index.js';",
      'export declare const b: import("./index.js").Y;',
      "export * from './index.js';",
      "import { useState } from 'react';",
      '',
    ].join('\n'),
  );
});
