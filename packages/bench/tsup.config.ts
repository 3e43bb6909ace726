import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { bench: 'bench.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  // The measuring tools stay in node_modules; only our code (and @wallet/build's Chromium options) is bundled.
  external: ['lighthouse', 'chrome-launcher', 'playwright-core', 'prettier'],
  clean: true,
});
