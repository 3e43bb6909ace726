import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The whole workspace tests at once on 2 cores in CI: give a slow moment room.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // money.test.ts is 56 s of waiting on the sandbox's deliberate delays; vitest's default (cores
    // minus one: one file at a time on 2 cores) put the other 20 files' 30 s after it. Measured on 2
    // cores: 88 s → 59 s, the same CPU.
    maxWorkers: availableParallelism(),
    // Each file in a process of its own (vitest's default), unlike the other suites: a money call
    // a file leaves settling (the guard's re-reads after a lost answer) would land in the next
    // file of a shared worker, as an unhandled rejection there.
  },
});
