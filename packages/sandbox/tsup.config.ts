import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    server: 'src/server.ts',
    validate: 'src/validate.ts',
    vitest: 'src/vitest.ts',
    cli: 'src/cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  // The CLI is run, not imported, so it needs no declarations.
  dts: {
    entry: {
      index: 'src/index.ts',
      node: 'src/node.ts',
      server: 'src/server.ts',
      validate: 'src/validate.ts',
      vitest: 'src/vitest.ts',
    },
  },
  // The test set-up uses the caller's vitest (its hooks belong to the caller's run).
  external: ['vitest'],
  clean: true,
  sourcemap: true,
});
