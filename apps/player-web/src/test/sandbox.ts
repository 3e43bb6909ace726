import { sandboxControl, SEED, type FaultInput } from '@wallet/sandbox';

/** The in-process sandbox's control API, the same client the browser suite uses. */
export const control = sandboxControl(new URL(SEED.apiBase).origin);

/** Asks the sandbox to misbehave for the next calls of a path. */
export async function injectFault(fault: FaultInput): Promise<void> {
  await control.injectFault(fault);
}

/** The sandbox answers normally again. */
export const clearFaults = () => control.clearFaults();

/** Approves a deposit in the sandbox's console, as the house's staff would. */
export async function approveInConsole(transactionId: string): Promise<void> {
  await control.settle(transactionId, 'approve');
}

type Body = Record<string, unknown> & { data: Record<string, unknown>[] };

/**
 * The sandbox's real answer to `path` (asked with `headers`: by default the site's security
 * code), changed by `edit`, is what the page gets next: every other item stays as the upstream
 * sent it. Returns the unchanged answer.
 */
export async function answerWith(
  path: string,
  edit: (body: Body) => void,
  headers: Record<string, string> = { [SEED.securityHeader.name]: SEED.securityHeader.value },
): Promise<Body> {
  const real = (await (await fetch(`${SEED.apiBase}${path}`, { headers })).json()) as Body;
  const original = structuredClone(real);
  edit(real);
  await control.injectFault({
    method: 'GET',
    path: path.split('?')[0] ?? path,
    times: 5,
    kind: 'status',
    status: 200,
    body: real,
  });
  return original;
}
