#!/usr/bin/env node
// `wallet-check-package`: fails when the package in the current folder would publish broken.
// It packs the package as `pnpm publish` would (workspace: and catalog: versions rewritten,
// publishConfig applied) and checks the tarball itself:
// - publint (strict: its warnings fail too): exports, files, fields a consumer's tools read;
// - are-the-types-wrong, ESM-only profile: every export's types resolve in Node 16+ and bundlers;
// - no test code published (tests, stories, test kits, src/test/), no `workspace:` or `catalog:`
//   left in the packed package.json, React and the router/query libraries as peers only.
// Plain JavaScript so that it runs before anything is built.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PEERS_ONLY = ['react', 'react-dom', 'react-router', '@tanstack/react-query'];
const TEST_FILE = /(^|\/)(test|__tests__)\/|\.(test|spec|stories|testing)\.[cm]?[jt]sx?$/;

const problems = [];
const run = (cmd, args, options = {}) =>
  execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

const dir = mkdtempSync(path.join(tmpdir(), 'wallet-pack-'));
try {
  run('pnpm', ['pack', '--pack-destination', dir]);
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack made no tarball');
  const file = path.join(dir, tarball);

  const listed = run('tar', ['-tzf', file])
    .split('\n')
    .filter(Boolean)
    .map((name) => name.replace(/^package\//, ''));
  for (const name of listed.filter((n) => TEST_FILE.test(n)))
    problems.push(`publishes test code: ${name}`);

  run('tar', ['-xzf', file, '-C', dir, 'package/package.json']);
  const manifestText = readFileSync(path.join(dir, 'package', 'package.json'), 'utf8');
  const manifest = JSON.parse(manifestText);
  for (const spec of ['workspace:', 'catalog:']) {
    if (manifestText.includes(`"${spec}`)) problems.push(`packed package.json still says ${spec}`);
  }
  for (const name of PEERS_ONLY) {
    if (manifest.dependencies?.[name]) problems.push(`${name} is a dependency: make it a peer`);
  }
  if (manifest.sideEffects === undefined) problems.push('no sideEffects field');
  // Every export target is in the tarball, whatever the condition (publint reads only the ones
  // tools know; a workspace-only `source` belongs in the workspace manifest, not the packed one).
  const targets = (value) =>
    typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(targets);
  for (const target of targets(manifest.exports)) {
    if (!listed.includes(target.replace(/^\.\//, '')))
      problems.push(`exports ${target}: not packed`);
  }

  // A style sheet export (`./styles.css`) has no types to check.
  const styleSheets = Object.keys(manifest.exports ?? {}).filter((key) => key.endsWith('.css'));
  const attwArgs = [file, '--profile', 'esm-only', '--no-emoji', '--no-color'];
  if (styleSheets.length > 0) attwArgs.push('--exclude-entrypoints', ...styleSheets);
  for (const [tool, args] of [
    ['publint', ['run', file, '--strict']],
    ['attw', attwArgs],
  ]) {
    try {
      run('pnpm', ['exec', tool, ...args], { cwd: path.join(import.meta.dirname, '..') });
    } catch (error) {
      problems.push(`${tool} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }

  if (problems.length > 0) {
    console.error(`${manifest.name}: would publish broken\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(`${manifest.name}: ${listed.length} files packed; publint, attw (esm-only) pass`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
