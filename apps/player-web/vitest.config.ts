import { availableParallelism } from 'node:os';
import { jsdomTests } from '@wallet/build/vitest-jsdom';
import { defineConfig, mergeConfig } from 'vitest/config';

// Page tests: a page in a memory router, in jsdom, against the sandbox in-process. They run in
// seconds; the browser suite (e2e/) keeps the flows in real Chromium.
export default defineConfig(
  mergeConfig(jsdomTests({ setupFiles: ['src/test/setup.ts'] }), {
    test: {
      // Most of a page test is waiting (the sandbox's answers, the 5 s slow ones, the money
      // guard's pauses), so files run side by side even on 2 cores, where vitest's default (cores
      // minus one) ran them one at a time: 302 s, against 180 s with two.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  }),
);
