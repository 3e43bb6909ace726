// Writes the consumer app's lockfile (app.pnpm-lock.yaml) again: the app as the test makes it,
// resolved against the registry once, here, rather than in every test run. Run it when a published
// package's dependencies or the workspace's versions of react, the router, TanStack Query, vite or
// typescript change (the test says so), after `pnpm build`.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCKFILE, makeApp, run } from '../test/app.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'wallet-consumer-lock-'));
try {
  const app = await makeApp(work);
  await run('pnpm', ['install', '--lockfile-only', '--prefer-offline'], app, {
    timeoutMs: 300_000,
  });
  copyFileSync(path.join(app, 'pnpm-lock.yaml'), LOCKFILE);
  console.log(`wrote ${path.relative(process.cwd(), LOCKFILE)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
