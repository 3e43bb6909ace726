import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BalanceCall, FaultInput, LedgerEntry } from '@wallet/sandbox';
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

async function violations(request: APIRequestContext): Promise<{ count: number; last: string[] }> {
  const state = (await (await request.get(`${SANDBOX}/__sandbox/state`)).json()) as {
    contractViolations: number;
    lastViolations: string[];
  };
  return { count: state.contractViolations, last: state.lastViolations };
}

/**
 * Every browser test starts from the sandbox's seed, and fails if any upstream answer it caused
 * broke openapi/openapi.yaml (the sandbox server validates each one).
 */
export interface Sandbox {
  injectFault: (fault: Fault) => Promise<void>;
  /** Logs a seeded player in through the upstream and returns the token. */
  tokenFor: (phone: string, password?: string) => Promise<string>;
  /** The money requests the sandbox acted on, e.g. 'POST /account/deposit' (its ledger). */
  ledger: (operation: string) => Promise<LedgerEntry[]>;
  /** The balance calls that reached the sandbox from `phone`, oldest first (its rate, counted there). */
  balanceCalls: (phone: string) => Promise<BalanceCall[]>;
}

/** Seeded players (packages/sandbox/src/seed/players.ts); every one's password is Matkhau1. */
export const PLAYERS = {
  approved: '0912345678',
  fresh: '0987654321',
  depositLocked: '0911111111',
  withdrawLocked: '0922222222',
  loginLocked: '0933333333',
  mustReset: '0944444444',
  newcomer: '0966000000',
} as const;
export const PASSWORD = 'Matkhau1';

export const test = base.extend<{ sandbox: Sandbox; loginAs: (phone: string) => Promise<void> }>({
  sandbox: [
    async ({ request, context }, use, testInfo) => {
      expect(SANDBOX).toBe(sandboxOf(testInfo.parallelIndex));
      if (SANDBOX !== TRACKER) {
        await context.route(
          (url) => url.origin === TRACKER && url.pathname === '/tracker',
          (route) => route.continue({ url: route.request().url().replace(TRACKER, SANDBOX) }),
        );
      }
      expect((await request.post(`${SANDBOX}/__sandbox/reset`)).ok()).toBe(true);
      const before = await violations(request);
      await use({
        injectFault: async (fault) => {
          expect((await request.post(`${SANDBOX}/__sandbox/faults`, { data: fault })).ok()).toBe(
            true,
          );
        },
        tokenFor: async (phone, password = PASSWORD) => {
          const answer = await request.post(`${SANDBOX}/api/login_user`, {
            data: { phone, password, captcha_token: 'sandbox-captcha-ok' },
          });
          expect(answer.ok()).toBe(true);
          return ((await answer.json()) as { token: string }).token;
        },
        ledger: async (operation) => {
          const answer = await request.get(`${SANDBOX}/__sandbox/ledger`, {
            params: { operation },
          });
          expect(answer.ok()).toBe(true);
          return ((await answer.json()) as { data: LedgerEntry[] }).data;
        },
        balanceCalls: async (phone) => {
          const answer = await request.get(`${SANDBOX}/__sandbox/balance-calls`, {
            params: { phone },
          });
          expect(answer.ok()).toBe(true);
          return ((await answer.json()) as { data: BalanceCall[] }).data;
        },
      });
      const after = await violations(request);
      expect(after.count - before.count, after.last.join('\n')).toBe(0);
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
