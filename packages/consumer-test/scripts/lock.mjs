// Writes the consumer app's lockfiles (app.pnpm-lock.yaml, app-lowest.pnpm-lock.yaml) again: the
// app as the test makes it, resolved against the registry once, here, rather than in every test
// run. Run it when a published package's dependencies or peer ranges, or the workspace's versions
// of react, the router, TanStack Query, vite or typescript change (the test says so), after
// `pnpm build`. It also says when a newer peer within the ranges is out: the highest variant is
// meant to test the highest versions the ranges allow.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compare, lockfileOf, makeApp, peerVersions, PEERS, run, VARIANTS } from '../test/app.mjs';

for (const variant of VARIANTS) {
  const work = mkdtempSync(path.join(tmpdir(), `wallet-consumer-lock-${variant}-`));
  try {
    const app = await makeApp(work, variant);
    await run('pnpm', ['install', '--lockfile-only', '--prefer-offline'], app, {
      timeoutMs: 300_000,
    });
    copyFileSync(path.join(app, 'pnpm-lock.yaml'), lockfileOf(variant));
    console.log(`wrote ${path.relative(process.cwd(), lockfileOf(variant))}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const highest = peerVersions('highest');
const lowest = peerVersions('lowest');
for (const name of PEERS) {
  const major = lowest[name].split('.')[0];
  const out = await run('npm', ['view', `${name}@^${major}`, 'version', '--json'], process.cwd());
  // What npm printed on stderr (a warning about pnpm's settings in the environment) comes first.
  const json = out
    .split('\n')
    .filter((line) => !line.startsWith('npm warn'))
    .join('\n');
  const versions = [JSON.parse(json)].flat();
  const newest = versions.sort(compare).at(-1);
  if (newest !== highest[name]) {
    console.warn(
      `${name} ${newest} is out: the workspace tests ${highest[name]} (pnpm-workspace.yaml's catalog)`,
    );
  }
}
