import { test as base, expect, type APIRequestContext } from '@playwright/test';

export const SANDBOX = 'http://localhost:4010';

export interface Fault {
  path: string;
  times: number;
  kind: 'status' | 'delay' | 'drop';
  method?: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
}

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
export const test = base.extend<{ sandbox: { injectFault: (fault: Fault) => Promise<void> } }>({
  sandbox: [
    async ({ request }, use) => {
      expect((await request.post(`${SANDBOX}/__sandbox/reset`)).ok()).toBe(true);
      const before = await violations(request);
      await use({
        injectFault: async (fault) => {
          expect((await request.post(`${SANDBOX}/__sandbox/faults`, { data: fault })).ok()).toBe(
            true,
          );
        },
      });
      const after = await violations(request);
      expect(after.count - before.count, after.last.join('\n')).toBe(0);
    },
    { auto: true },
  ],
});

export { expect };
