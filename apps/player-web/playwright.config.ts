import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phoneViewport } from '@wallet/build/chromium';
import { AGENT_SITE, DOWNLOADS_SITE, SANDBOX_PORT, SITE, WORKERS } from './e2e/ports';

/** The specs that let the site's service worker run (e2e/service-worker.ts). */
const SERVICE_WORKER_SPECS = ['**/e2e/app-update.spec.ts', '**/e2e/offline.spec.ts'];

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) at a phone-sized viewport,
 * against the built site served by the upstream sandbox. Each worker has a sandbox of its own (its
 * own state, reset before each test), so tests run side by side; the first also serves the site.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: WORKERS,
  forbidOnly: true,
  retries: 0,
  // Playwright's 30 s is too little for the longer journeys when the unit checks run beside them
  // (pnpm test runs both at once): a bank-app round trip took 31 s there.
  timeout: 60_000,
  // Every page opens behind the spec's 3 s loading overlay: Playwright's default 5 s for an
  // assertion leaves too little for what shows after it (the announcement popup) on a busy machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE,
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // Less motion asked for, as a phone's setting does: the marquee, the slider and the spinners
    // stop repainting the page 60 times a second while a test waits, which cost a quarter of the
    // suite's CPU (204 CPU-s against 156, run alone on 2 cores). The specs about motion and the
    // narrow-screen layouts ask for no preference.
    reducedMotion: 'reduce',
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // A failed test keeps its trace: every action, DOM snapshot and network call, and a screenshot
    // of the end. The trace's screencast (a frame for every paint) is left out: recording it for
    // every test cost more CPU than the tests did (home, layout and login specs: 4.4 min with it,
    // 2.6 min without, on 2 cores), and the DOM snapshots already show each step.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // The built site registers a service worker (issue 15). Blocked by default, so every test sees
    // the network as the page asks for it (routes, faults, fresh builds); e2e/offline.spec.ts
    // allows it to prove the worker's precache.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'site', testIgnore: SERVICE_WORKER_SPECS },
    {
      // The service-worker specs' pages talk to the first sandbox (see e2e/service-worker.ts), which
      // the other specs reset and load with faults: they run once those are done, never beside them.
      name: 'service-worker',
      testMatch: SERVICE_WORKER_SPECS,
      dependencies: ['site'],
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, worker) => {
    const port = SANDBOX_PORT + worker;
    const site =
      worker === 0
        ? ` --site ${new URL(SITE).port}=dist` +
          ` --site ${new URL(AGENT_SITE).port}=../agent-signup/dist` +
          ` --site ${new URL(DOWNLOADS_SITE).port}=../downloads/dist`
        : '';
    return {
      command: `node ../../packages/sandbox/dist/cli.js --port ${port}${site} --quiet`,
      url: `http://localhost:${port}/__sandbox/state`,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe' as const,
      timeout: 60_000,
    };
  }),
});
