import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import {
  sandboxControl,
  SEED,
  type FaultInput,
  type LedgerEntry,
  type SandboxControl,
} from '@wallet/sandbox';
import { SANDBOX_PORT, SITE } from './ports';

export { SITE };

const sandboxOf = (parallelIndex: number) => `http://localhost:${SANDBOX_PORT + parallelIndex}`;

/** The tracker the built site asks for its API origin: the first sandbox's. */
export const TRACKER = sandboxOf(0);

/**
 * This worker's sandbox. Playwright names a worker's slot in TEST_PARALLEL_INDEX; a page's ask to the
 * tracker is sent here, and the sandbox answers with its own origin, so every upstream call of the
 * page reaches this worker's state only.
 */
export const SANDBOX = sandboxOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** What the sandbox's control API takes to misbehave (packages/sandbox README, "Faults"). */
export type Fault = FaultInput;

/**
 * This worker's sandbox's control API (packages/sandbox README, "Control client"); every browser
 * test starts from its seed, and fails if any upstream answer it caused broke openapi/openapi.yaml
 * (the sandbox server validates each one). `ledger` takes the operation only: a test reads what
 * its page sent, e.g. 'POST /account/deposit'.
 */
export type Sandbox = Omit<SandboxControl, 'ledger'> & {
  ledger: (operation: LedgerEntry['operation']) => Promise<LedgerEntry[]>;
};

/** The seeded players' phones, by SEED.players' names; every one's password is PASSWORD. */
export const PLAYERS = Object.fromEntries(
  Object.entries(SEED.players).map(([name, player]) => [name, player.phone]),
) as { [Name in keyof typeof SEED.players]: string };
export const PASSWORD = SEED.password;

/** An Android phone's Chrome: where the bank apps are (a desktop browser is offered no chooser). */
export const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

export const test = base.extend<{
  sandbox: Sandbox;
  loginAs: (phone: string) => Promise<void>;
  noCspViolation: void;
  allowedCspViolations: RegExp[];
}>({
  /**
   * Violations a test provokes on purpose and expects the policy to refuse (the announcement test
   * feeds the sanitizer inline handlers: Chromium reports each handler attribute it parses, even in
   * the sanitizer's inert copy, where it could never run). Anything else still fails the test.
   */
  allowedCspViolations: [[], { option: true }],
  /**
   * Issue 15: "every browser test runs under the real policy and fails on any CSP violation". The
   * sites are served with their build's headers (the sandbox reads dist/_headers.json as nginx does);
   * whatever a page or a frame of it is refused, the browser reports, and the test fails naming it.
   */
  noCspViolation: [
    async ({ context, allowedCspViolations }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `[csp] ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile || 'the document'}:${event.lineNumber})`,
          );
        });
      });
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        const isViolation =
          text.startsWith('[csp] ') ||
          text.includes('Content Security Policy') ||
          // Trusted Types (issue 39 §1): "This document requires 'TrustedHTML' assignment."
          /requires 'Trusted(HTML|Script|ScriptURL)' assignment/.test(text);
        if (isViolation && !allowedCspViolations.some((allowed) => allowed.test(text))) {
          violations.push(text);
        }
      };
      // A service worker's console comes here too (it runs under the site's policy as well).
      context.on('console', onConsole);
      await use();
      expect(violations, violations.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
  sandbox: [
    async ({ context }, use, testInfo) => {
      expect(SANDBOX).toBe(sandboxOf(testInfo.parallelIndex));
      if (SANDBOX !== TRACKER) {
        await context.route(
          (url) => url.origin === TRACKER && url.pathname === '/tracker',
          (route) => route.continue({ url: route.request().url().replace(TRACKER, SANDBOX) }),
        );
      }
      const control = sandboxControl(SANDBOX);
      await control.reset();
      const before = await control.state();
      await use({ ...control, ledger: (operation) => control.ledger({ operation }) });
      const after = await control.state();
      expect(
        after.contractViolations - before.contractViolations,
        after.lastViolations.join('\n'),
      ).toBe(0);
    },
    { auto: true },
  ],
  /** Starts the page logged in as a seeded player: the token is in local storage before any script runs. */
  loginAs: async ({ page, sandbox }, use) => {
    await use(async (phone) => {
      const token = await sandbox.tokenFor(phone);
      await page.addInitScript((t) => {
        if (!sessionStorage.getItem('e2e-token-set')) {
          localStorage.setItem('auth_token', t);
          sessionStorage.setItem('e2e-token-set', '1');
        }
      }, token);
    });
  },
});

/** The announcement popup shows once per visit; a test about another part of home starts with it seen. */
export async function announcementsSeen(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('announcementsSeen', '1'));
}

/**
 * Holds every answer to `url` until the returned `release` is called (then gives it, or with
 * `lose` drops it). The call itself reaches the
 * upstream at once (the sandbox acts on it, as the real one would); only its answer waits, so a
 * test makes its move (a second tap, say) while the answer is surely on its way, which a fixed
 * delay cannot promise on a busy machine.
 */
export async function holdAnswers(
  page: Page,
  url: string,
  { lose = false }: { lose?: boolean } = {},
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await held;
    // `lose`: the upstream acted, and its answer never reaches the page (a dropped connection).
    if (lose) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  return release;
}

/** The house's staff approves a deposit in the sandbox console, at a desk (the console is a wide table). */
export async function approveInConsole(page: Page, transactionId: string) {
  const console = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 900 } });
  await console.goto(`${SANDBOX}/__sandbox`);
  const approved = console.waitForResponse((r) => r.url().endsWith('/approve'));
  await console
    .getByRole('row')
    .filter({ hasText: transactionId })
    .getByRole('button', { name: 'Duyệt' })
    .click();
  expect((await approved).ok()).toBe(true);
  await console.close();
}

export { expect };
