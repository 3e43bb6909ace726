import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type UserConfig } from 'vite';

/**
 * The one Vite setup of the three sites. Workspace packages are read from their sources (the
 * `source` export condition), not their single-file dist bundles: each source file is then its own
 * module, so a page's chunk carries only the rules, texts and components that page uses, and the
 * first load stays small (zod, date-fns and DOMPurify load with the pages that need them).
 */
export function defineSite(ports: { dev: number; preview: number }): UserConfig {
  return defineConfig({
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    server: { port: ports.dev, strictPort: true },
    preview: { port: ports.preview, strictPort: true },
    build: { target: 'es2022', sourcemap: true },
  });
}
