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
