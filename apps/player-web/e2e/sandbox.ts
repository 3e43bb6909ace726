import type { APIRequestContext } from '@playwright/test';

export const SANDBOX = 'http://localhost:4010';

/** Puts the upstream sandbox back to its seed so each test starts from the same world. */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${SANDBOX}/__sandbox/reset`);
  if (!response.ok()) throw new Error(`sandbox reset failed: ${response.status()}`);
}

export async function injectFault(
  request: APIRequestContext,
  fault: {
    path: string;
    method?: string;
    times: number;
    kind: 'status' | 'delay' | 'drop';
    status?: number;
    body?: unknown;
    delayMs?: number;
  },
): Promise<void> {
  const response = await request.post(`${SANDBOX}/__sandbox/faults`, { data: fault });
  if (!response.ok()) throw new Error(`fault injection failed: ${response.status()}`);
}
