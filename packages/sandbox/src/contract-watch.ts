import type { SetupServer } from 'msw/node';
import { FAULT_HEADER } from './handlers/faults.js';
import { createContractValidator, jsonBodyOf, type ContractValidator } from './validate.js';

let shared: ContractValidator | undefined;
/** The contract's validator, one per process: each operation's schema compiles when first seen. */
export const contract = (): ContractValidator => (shared ??= createContractValidator());

/**
 * Checks every answer the in-process sandbox gives against the contract (openapi/openapi.yaml), as
 * the HTTP server does. Control-API answers (`/__sandbox`), injected faults (a `status` answer is
 * spoiled on purpose) and network errors are the test's own doing and are skipped.
 */
export function watchContract(server: SetupServer, apiBase: string) {
  const checks: Promise<void>[] = [];
  const violations: string[] = [];
  let checked = 0;

  async function check(request: Request, response: Response) {
    const url = new URL(request.url);
    if (
      url.pathname.startsWith('/__sandbox') ||
      response.type === 'error' ||
      response.headers.has(FAULT_HEADER)
    )
      return;
    const path = request.url.startsWith(`${apiBase}/`)
      ? request.url.slice(apiBase.length)
      : url.pathname;
    const body = await jsonBodyOf(response);
    checked += 1;
    violations.push(
      ...contract().validateResponse({
        method: request.method,
        path,
        status: response.status,
        body,
      }),
    );
  }

  server.events.on('response:mocked', ({ request, response }) => {
    checks.push(check(request, response));
  });

  return {
    /** Waits for the checks under way; returns the violations found since the last call. */
    async take(): Promise<string[]> {
      await Promise.all(checks.splice(0));
      return violations.splice(0);
    },
    /** How many answers were checked so far. */
    checkedCount: () => checked,
  };
}
