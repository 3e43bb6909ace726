import { defineConfig } from 'tsup';

// This package's own build: run by Node (configs, bench, the package builds), so plain ESM with
// declarations; the tools it drives stay in node_modules.
export default defineConfig({
  entry: [
    'src/vite-site.ts',
    'src/csp.ts',
    'src/chromium.ts',
    'src/tsup.ts',
    'src/vitest-jsdom.ts',
    'src/jsdom-gaps.ts',
    'src/public-entry.ts',
  ],
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  dts: true,
  clean: true,
  external: ['vite', 'vitest', '@vitejs/plugin-react', 'tsup', 'typescript', 'esbuild'],
});
