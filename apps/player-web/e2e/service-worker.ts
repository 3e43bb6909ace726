import type { Page } from '@playwright/test';
import { sandboxControl } from '@wallet/sandbox';
import { expect, test as siteTest, TRACKER } from './fixtures';

/**
 * For the specs that let the built site's service worker run (the config blocks it elsewhere). In
 * Chromium a context with request routing bypasses the service worker, so these tests do not
 * reroute the tracker to their worker's sandbox: the site talks to the first sandbox, the one it is
 * built to ask. They only read from it or sign in (no reset, no fault); the other specs reset it and
 * load it with faults, so playwright.config.ts runs these once those are done (a reset in the middle
 * of one signed its player out, a fault meant for another test could reach its page).
 */
export const test = siteTest.extend({
  serviceWorkers: 'allow',
  // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  sandbox: async ({}, use) => {
    const control = sandboxControl(TRACKER);
    await use({ ...control, ledger: (operation) => control.ledger({ operation }) });
  },
});

/** The sandbox these specs' pages talk to. */
export const SANDBOX = TRACKER;

/** The first visit has installed the service worker and it is active. */
export async function serviceWorkerActive(page: Page) {
  await expect
    // Installing precaches the whole build (~740 KB), which takes a while on a busy machine.
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state ?? 'none';
        }),
      { timeout: 30_000 },
    )
    .toBe('activated');
}
