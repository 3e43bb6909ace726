import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Page tests: a page in a memory router, in jsdom, against the sandbox in-process. They run in
// seconds; the browser suite (e2e/) keeps the flows in real Chromium.
export default defineConfig({
  plugins: [react()],
  // The workspace packages from their sources, as the site's own build reads them.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Pages load lazily and wait on the sandbox; a busy CI machine needs more than 5 s.
    testTimeout: 20_000,
    css: false,
  },
});
