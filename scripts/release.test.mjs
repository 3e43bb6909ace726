// The release path (README, "Releasing"): `pnpm version-packages` (changeset version) applies the
// pending changesets, and what `pnpm publish` would upload is what `pnpm pack` writes. Both run on a
// copy in the system's temporary folder, never on this tree, and offline: nothing asks a registry.
// The four published packages must be built (`pnpm build`; in `pnpm test`, lint has built them).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const root = path.join(import.meta.dirname, '..');
const PUBLISHED = ['@wallet/api', '@wallet/domain', '@wallet/ui', '@wallet/shell'];
/** Besides `dist/`, the only files a tarball may hold. */
const BESIDE_DIST = /^(package\.json|README\.md|CHANGELOG\.md|LICEN[CS]E(\.md|\.txt)?)$/;

/** Whether version `a` (major.minor.patch) comes after `b`. */
function newer(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  const i = x.findIndex((part, at) => part !== y[at]);
  return i !== -1 && x[i] > y[i];
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every workspace package folder (pnpm-workspace.yaml: apps/*, packages/*, openapi). */
function workspaceDirs(base) {
  const listed = (folder) =>
    readdirSync(path.join(base, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(folder, entry.name))
      .filter((dir) => existsSync(path.join(base, dir, 'package.json')));
  return [...listed('apps'), ...listed('packages'), 'openapi'];
}

const dirs = workspaceDirs(root);
const byName = new Map(
  dirs.map((dir) => [readJson(path.join(root, dir, 'package.json')).name, dir]),
);
const versionsBefore = new Map(
  dirs.map((dir) => [dir, readJson(path.join(root, dir, 'package.json')).version]),
);

let copy;
/** `name` → { manifest, files } of its packed tarball, after versioning. */
const packed = new Map();

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

before(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'wallet-release-'));
  // The workspace as changesets and pnpm read it: the root manifest and workspace file (with the
  // catalog), the changesets, every package's manifest, and the published packages' folders.
  for (const file of ['package.json', 'pnpm-workspace.yaml']) {
    cpSync(path.join(root, file), path.join(copy, file));
  }
  cpSync(path.join(root, '.changeset'), path.join(copy, '.changeset'), { recursive: true });
  // A patch of the four, so the path is walked whether or not changes are pending (right after a
  // release none are).
  writeFileSync(
    path.join(copy, '.changeset', 'release-test.md'),
    `---\n${PUBLISHED.map((name) => `'${name}': patch`).join('\n')}\n---\n\nThe release test's own change.\n`,
  );
  for (const dir of dirs) {
    mkdirSync(path.join(copy, dir), { recursive: true });
    cpSync(path.join(root, dir, 'package.json'), path.join(copy, dir, 'package.json'));
  }
  for (const name of PUBLISHED) {
    const dir = byName.get(name);
    assert.ok(existsSync(path.join(root, dir, 'dist')), `${dir}/dist is missing: run pnpm build`);
    // The folder as it is in this tree (sources, tests and all: what `files` keeps out must be
    // there to be kept out), and its build.
    const own = run('git', ['ls-files', '-co', '--exclude-standard', dir], root)
      .split('\n')
      .filter(Boolean);
    for (const file of [...own, path.join(dir, 'dist')]) {
      cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
    }
    // `pnpm pack` reads a workspace dependency's version through the package's node_modules.
    const manifest = readJson(path.join(copy, dir, 'package.json'));
    const wallet = Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    }).filter((dep) => dep.startsWith('@wallet/'));
    mkdirSync(path.join(copy, dir, 'node_modules', '@wallet'), { recursive: true });
    for (const dep of wallet) {
      symlinkSync(path.join(copy, byName.get(dep)), path.join(copy, dir, 'node_modules', dep));
    }
  }
  // The CLI and the changelog module changesets loads, from this install.
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));

  run('pnpm', ['changeset', 'version'], copy);

  const out = path.join(copy, 'packed');
  for (const name of PUBLISHED) {
    const report = JSON.parse(
      run('pnpm', ['pack', '--json', '--pack-destination', out], path.join(copy, byName.get(name))),
    );
    const files = run('tar', ['-tzf', report.filename], copy)
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''));
    const manifest = JSON.parse(
      run('tar', ['-xzOf', report.filename, 'package/package.json'], copy),
    );
    packed.set(name, { manifest, files });
  }
});

after(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('only api, domain, ui and shell are published; each says its license, and its repository only with its own folder', () => {
  const published = dirs
    .map((dir) => readJson(path.join(root, dir, 'package.json')))
    .filter((manifest) => manifest.private !== true)
    .map((manifest) => manifest.name);
  assert.deepEqual(published.sort(), [...PUBLISHED].sort());
  for (const name of PUBLISHED) {
    const dir = byName.get(name);
    const { license, repository } = readJson(path.join(root, dir, 'package.json'));
    assert.ok(typeof license === 'string' && license !== '', `${dir} has no license`);
    // The address is the owner's to give (docs/decisions.md); when given, npm needs the folder.
    if (repository !== undefined) {
      assert.equal(repository.directory, dir, `${dir}'s repository.directory`);
    }
  }
});

test('`changeset version` bumps the published packages and writes their CHANGELOG.md; the private ones keep their version and get none', () => {
  for (const dir of dirs) {
    const { name, version } = readJson(path.join(copy, dir, 'package.json'));
    const changelog = path.join(copy, dir, 'CHANGELOG.md');
    if (PUBLISHED.includes(name)) {
      assert.ok(
        newer(version, versionsBefore.get(dir)),
        `${name}: ${versionsBefore.get(dir)} → ${version}`,
      );
      assert.match(
        readFileSync(changelog, 'utf8'),
        new RegExp(`^# ${name}\\n\\n## ${version.replaceAll('.', '\\.')}\\n`),
      );
    } else {
      assert.equal(version, versionsBefore.get(dir), `${name} is private: not versioned`);
      assert.ok(!existsSync(changelog), `${name} is private: no changelog`);
    }
  }
  const left = readdirSync(path.join(copy, '.changeset')).filter((f) => f.endsWith('.md'));
  assert.deepEqual(left, ['README.md'], 'every pending changeset is applied');
});

test('a packed package holds only dist/ beside its manifest, README, CHANGELOG and license, and names real versions', () => {
  for (const name of PUBLISHED) {
    const { manifest, files } = packed.get(name);
    const version = readJson(path.join(copy, byName.get(name), 'package.json')).version;
    assert.equal(manifest.version, version);
    const stray = files.filter((file) => !file.startsWith('dist/') && !BESIDE_DIST.test(file));
    assert.deepEqual(stray, [], `${name} would publish ${stray.join(', ')}`);
    for (const needed of ['package.json', 'README.md', 'CHANGELOG.md']) {
      assert.ok(files.includes(needed), `${name} would publish no ${needed}`);
    }
    assert.ok(
      files.some((file) => file.startsWith('dist/')),
      `${name} would publish no dist/`,
    );
    const text = JSON.stringify(manifest);
    assert.doesNotMatch(text, /workspace:|catalog:/, `${name}: a workspace or catalog range left`);
    // publishConfig.exports replaces the map with the `source` condition, which names src/.
    assert.doesNotMatch(
      JSON.stringify(manifest.exports),
      /\.\/src\//,
      `${name}: exports name src/`,
    );
    // Issue 38 §3: a site built from the packages takes a library's patch (a DOMPurify security
    // fix) without a release of ours; the packages say which Node they are built for.
    assert.ok(manifest.engines?.node, `${name} names no engines.node`);
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
      if (dep.startsWith('@wallet/')) continue;
      assert.match(range, /^\^\d/, `${name} pins ${dep} to ${range}, not a caret range`);
    }
    for (const [dep, range] of Object.entries(manifest.dependencies ?? {})) {
      if (!dep.startsWith('@wallet/')) continue;
      const depVersion = readJson(path.join(copy, byName.get(dep), 'package.json')).version;
      assert.equal(range, depVersion, `${name} depends on ${dep} at the version released with it`);
    }
  }
});
