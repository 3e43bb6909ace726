import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phoneViewport } from '../../scripts/chromium';

const SANDBOX = 'http://localhost:4010';
const SITE = 'http://localhost:4173';

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) at a phone-sized viewport,
 * against the built site served by the upstream sandbox.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE,
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node ../../packages/sandbox/dist/cli.js --port 4010 --site 4173=dist --quiet`,
    url: `${SANDBOX}/__sandbox/state`,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    timeout: 60_000,
  },
});
