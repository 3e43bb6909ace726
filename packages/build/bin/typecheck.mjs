#!/usr/bin/env node
// `wallet-typecheck [tsc options]`: the workspace's type check, with TypeScript 7's native
// compiler (player-web: 4.8 s against TypeScript 6's 15 s on this 2-core machine). `typescript`
// itself stays 6 where a tool needs the compiler API that 7 removed: tsup's declaration build and
// typescript-eslint's parser (docs/decisions.md, "Current majors").
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript7/package.json')), 'bin', 'tsc');
const { status, error } = spawnSync(process.execPath, [tsc, '--noEmit', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (error) throw error;
process.exit(status ?? 1);
