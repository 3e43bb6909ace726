// Turbo runs tasks in strict env mode: a variable it is not told about never reaches the task. This
// checks that the ones the tests and builds read are passed on (CI sets them to change a run).
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { test } from 'node:test';

function dryRun(task, filter, env) {
  const out = execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', task, `--filter=${filter}`, '--dry=json'],
    { env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const plan = JSON.parse(out);
  return plan.tasks.find((t) => t.taskId === `${filter}#${task}`).environmentVariables;
}

const names = (entries) => entries.map((entry) => entry.split('=')[0]);

test('the browser tests get CHROMIUM_PATH, E2E_WORKERS, SANDBOX_LOG and VITE_*', () => {
  const vars = dryRun('e2e', '@wallet/player-web', {
    CHROMIUM_PATH: '/usr/bin/chromium',
    E2E_WORKERS: '2',
    SANDBOX_LOG: '1',
    VITE_TIMEOUT_MS: '9000',
  });
  assert.deepEqual(names(vars.passthrough).sort(), ['CHROMIUM_PATH', 'E2E_WORKERS', 'SANDBOX_LOG']);
  assert.deepEqual(names(vars.configured), ['VITE_TIMEOUT_MS']);
});

test('unit tests get CHROMIUM_PATH and SANDBOX_LOG; a build is keyed on VITE_*', () => {
  const tests = dryRun('test', '@wallet/ui', { CHROMIUM_PATH: '/x', SANDBOX_LOG: '1' });
  assert.deepEqual(names(tests.passthrough).sort(), ['CHROMIUM_PATH', 'SANDBOX_LOG']);
  const build = dryRun('build', '@wallet/player-web', { VITE_TRACKER_BASE: 'https://t.example' });
  assert.deepEqual(names(build.configured), ['VITE_TRACKER_BASE']);
});
