import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium, never a downloaded one (scripts/ensure-chromium.sh installs it in CI). */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

/** A phone: the kit is built for 360 to 430 px wide screens. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 390, height: 844 },
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
