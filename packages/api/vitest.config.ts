import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The whole workspace tests at once on 2 cores in CI: give a slow moment room.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
