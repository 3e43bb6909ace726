// The kit's class names are the kit's own business: an app that spells `ui-btn` by hand breaks
// when the kit restyles, and draws a second version of a part the kit already has. Apps use the
// kit's components and props instead. Tests may still find a part by its kit class.
import { readdirSync, readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';

const root = join(import.meta.dirname, '..');

function files(dir, pattern) {
  return readdirSync(join(root, dir), { recursive: true })
    .filter((name) => pattern.test(name) && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(dir, name));
}

const isTest = (path) => /\.(test|testing|stories)\.|[\\/]test[\\/]/.test(path);

/** Every class the kit's style sheets define: `.ui-btn`, `.ui-btn--primary`, `.ui-spinner`… */
function kitClassNames() {
  const names = new Set();
  for (const sheet of files('packages/ui/src', /\.css$/)) {
    for (const [, name] of readFileSync(join(root, sheet), 'utf8').matchAll(/\.(ui-[\w-]+)/g)) {
      names.add(name);
    }
  }
  return names;
}

test('the kit defines class names to look for', () => {
  assert.ok(kitClassNames().has('ui-btn'));
});

test('no app spells a kit class name outside its tests', () => {
  const kit = kitClassNames();
  const found = [];
  for (const app of readdirSync(join(root, 'apps'))) {
    for (const path of files(`apps/${app}/src`, /\.(tsx?|css)$/)) {
      if (isTest(path)) continue;
      const text = readFileSync(join(root, path), 'utf8');
      for (const [name] of text.matchAll(/(?<![\w-])ui-[\w-]+/g)) {
        if (kit.has(name)) found.push(`${path}: ${name}`);
      }
    }
  }
  assert.deepEqual(found, [], 'use the kit component (Button, LoadingBlock, TileGrid…) instead');
});
