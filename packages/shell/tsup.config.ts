import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/agency/index.ts', 'src/downloads/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-router-dom',
    '@tanstack/react-query',
  ],
});
