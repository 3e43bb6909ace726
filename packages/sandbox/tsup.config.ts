import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    server: 'src/server.ts',
    validate: 'src/validate.ts',
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
    },
  },
  clean: true,
  sourcemap: true,
});
