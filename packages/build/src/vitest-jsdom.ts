import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** Runs first in every jsdom test file: the browser parts jsdom lacks (jsdom-gaps.ts). */
const jsdomGaps = fileURLToPath(new URL('./jsdom-gaps.js', import.meta.url));

/**
 * The jsdom test set-up of a package or site whose tests render screens (player-web's page tests,
 * the shell's screen tests): React, the workspace packages read from their sources (as the sites'
 * builds read them), the stand-ins for what jsdom lacks, then the caller's own set-up files.
 */
export function jsdomTests(options: { setupFiles?: string[] } = {}): ViteUserConfig {
  return {
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    test: {
      environment: 'jsdom',
      setupFiles: [jsdomGaps, ...(options.setupFiles ?? [])],
      // Screens load lazily and wait on the sandbox; a busy CI machine needs more than 5 s.
      testTimeout: 20_000,
      // `expect.poll` waits as long as Testing Library's `findBy`/`waitFor` do (their set-ups give
      // 10 s): its own 1 s was not enough for a Da Ga deposit's navigation beside the other suites
      // on 2 cores (a fresh-clone run failed on it). What is waited for is what the player sees.
      expect: { poll: { timeout: 10_000 } },
      // Most of a screen test is waiting (the sandbox's answers, the 5 s slow ones, the money
      // guard's pauses), so more files run side by side than there are cores: on 2 cores vitest's
      // default (cores minus one) ran them one at a time (player-web's page tests 302 s against
      // 180 s with two, the shell's 44-50 s against 28 s); measured side by side on 2 cores,
      // player-web's 415 page tests took 167 s with two, 128 s with three and 114 s with four.
      maxWorkers: availableParallelism() + 1,
      // Worker threads, not child processes: the same tests for less CPU (player-web's page tests
      // took 195 CPU-s against 212 with forks, side by side on 2 cores), which CI is short of.
      pool: 'threads',
      css: false,
      // A worker's files share one module graph (isolate: false): loading React, jsdom, msw and
      // the sandbox again for every file was most of the CPU (player-web's page tests took 189
      // CPU-s isolated against 68 shared, on 2 cores). What a test leaves behind is reset by the
      // set-up files after each test. A file that needs a fresh graph (it breaks a module on
      // purpose with vi.doMock, or React's lazy must not have loaded a page yet) is named
      // `*.fresh.test.tsx` and runs alone in a worker of its own.
      projects: [
        {
          extends: true,
          test: { name: 'shared', isolate: false, include: [TESTS], exclude: [FRESH] },
        },
        {
          extends: true,
          test: { name: 'fresh', isolate: true, include: [FRESH] },
        },
      ],
    },
  };
}

const TESTS = 'src/**/*.test.{ts,tsx}';
/** Test files that need a module graph of their own (see `projects` above). */
const FRESH = 'src/**/*.fresh.test.{ts,tsx}';
