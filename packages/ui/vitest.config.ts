import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions, phoneViewport } from '@wallet/build/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const chromium = playwright({ launchOptions: chromiumLaunchOptions });

/** A phone: the kit is built for 360 to 430 px wide screens. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  viewport: phoneViewport,
  screenshotFailures: false,
});

export default defineConfig({
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'dompurify',
      // A linked workspace package: pre-bundled with its own dependencies (date-fns, zod) so Vite
      // never discovers them mid-run and reloads a test.
      '@wallet/domain',
      '@testing-library/react',
      '@testing-library/user-event',
    ],
  },
  test: {
    // The files share one page and module graph per project rather than a fresh frame each: 75
    // CPU-s against 45 on 2 cores, the same 362 tests. Every test unmounts what it drew (Testing
    // Library's and Storybook's own clean-up), and no file stubs a global.
    isolate: false,
    projects: [
      {
        // Every story is rendered in Chromium: its play function runs and axe checks it.
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        // Tests beside the components, in the same real browser.
        extends: true,
        plugins: [react()],
        test: { name: 'unit', include: ['src/**/*.test.tsx'], browser: browser() },
      },
    ],
  },
});
