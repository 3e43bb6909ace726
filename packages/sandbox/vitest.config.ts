import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The whole workspace tests at once on 2 cores in CI: give a slow moment room.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A worker's files share their modules rather than loading msw, ajv and the contract again for
    // each: 21 CPU-s against 5 (threads, 2 cores). Every file starts and stops its own server.
    pool: 'threads',
    isolate: false,
  },
});
