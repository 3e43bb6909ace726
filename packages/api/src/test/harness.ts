import { sandboxControl, SEED } from '@wallet/sandbox';
import { setupSandboxServer } from '@wallet/sandbox/node';
import { createApi, type Api } from '../client';
import type { ApiConfig } from '../config';

export const SANDBOX_ORIGIN = 'http://localhost:4999';

/** The sandbox in-process (msw answers every call to this origin; nothing listens on the port). */
export function startSandbox() {
  return setupSandboxServer({
    apiBase: `${SANDBOX_ORIGIN}/api`,
    ...(process.env.SANDBOX_LOG ? { log: console.log } : {}),
  });
}

/** Local storage as the client sees it, kept in memory. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    keys: () => [...items.keys()],
    get size() {
      return items.size;
    },
  };
}

export function makeApi(overrides: Partial<ApiConfig> = {}): Api {
  return createApi({
    trackerBase: SANDBOX_ORIGIN,
    siteCode: 'sandbox',
    securityHeader: SEED.securityHeader,
    storage: memoryStorage(),
    alert: () => {},
    // The sandbox answers what the contract says: a row dropped from it is a schema too strict.
    onMalformed: (report) => {
      throw new Error(
        `${report.operation} dropped ${report.dropped} row(s) of the sandbox's answer`,
      );
    },
    ...overrides,
  });
}

/** The in-process sandbox's control API: faults, OTPs, the ledger, reset. */
export const control = sandboxControl(SANDBOX_ORIGIN);

export async function loginAs(api: Api, phone: string, password = SEED.password): Promise<string> {
  const { data, response } = await api.client.POST('/login_user', { body: { phone, password } });
  if (!response.ok || !data) throw new Error(`login failed: ${response.status}`);
  return data.token;
}
