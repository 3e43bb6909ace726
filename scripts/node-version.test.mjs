// Issue 15: "Move the toolchain to the current LTS …, declared in `engines` and `.node-version`";
// Node 26 since issue 45. The root's `node` dev dependency puts the lockfile's Node in
// node_modules/.bin, which pnpm puts first on PATH for every script, workspace package and turbo task.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const root = new URL('../', import.meta.url);
const pinned = readFileSync(new URL('.node-version', root), 'utf8').trim();
const manifest = (dir) => JSON.parse(readFileSync(new URL(`${dir}package.json`, root), 'utf8'));

test('`node --test` (the script tests of pnpm test) runs on the Node of .node-version', () => {
  assert.equal(process.version, `v${pinned}`);
});

test('the node dev dependency is the version of .node-version', () => {
  assert.equal(manifest('').devDependencies.node, pinned);
});

test("a workspace package's script gets the same Node (what turbo runs and vitest forks)", () => {
  const version = execFileSync('pnpm', ['exec', 'node', '-p', 'process.version'], {
    cwd: new URL('packages/domain/', root),
    encoding: 'utf8',
  }).trim();
  assert.equal(version, `v${pinned}`);
});

test('engines.node: the project >=26; the published packages >=24, which their sites may still run', () => {
  // The packages are browser code built by the site's own tools; Node 24 is an LTS until 2028.
  const published = ['api', 'domain', 'ui', 'shell'].map((name) => `packages/${name}/`);
  const dirs = ['', 'openapi/'];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(new URL(`${group}/`, root))) {
      if (existsSync(new URL(`${group}/${name}/package.json`, root)))
        dirs.push(`${group}/${name}/`);
    }
  }
  for (const dir of dirs) {
    const engine = manifest(dir).engines?.node;
    const expected = published.includes(dir) ? '>=24' : '>=26';
    if (dir === '' || published.includes(dir) || engine !== undefined)
      assert.equal(engine, expected, `${dir}package.json`);
  }
});
