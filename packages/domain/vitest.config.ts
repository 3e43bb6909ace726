import { defineConfig } from 'vitest/config';

// Dates are formatted in the machine's zone; the tests pin it so that they read the same everywhere.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Pure functions: the files share one module graph in worker threads (15 CPU-s against 3, 2 cores).
    pool: 'threads',
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
