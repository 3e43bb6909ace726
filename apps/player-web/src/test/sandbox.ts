import { SEED, type FaultInput } from '@wallet/sandbox';

const CONTROL = `${new URL(SEED.apiBase).origin}/__sandbox`;

/** Asks the sandbox (in-process) to misbehave for the next calls of a path, as the browser suite does. */
export async function injectFault(fault: FaultInput): Promise<void> {
  const answer = await fetch(`${CONTROL}/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!answer.ok) throw new Error(`fault injection failed: ${answer.status}`);
}

/** The sandbox answers normally again. */
export async function clearFaults(): Promise<void> {
  await fetch(`${CONTROL}/faults`, { method: 'DELETE' });
}

/** Approves a deposit in the sandbox's console, as the house's staff would. */
export async function approveInConsole(transactionId: string): Promise<void> {
  const answer = await fetch(`${CONTROL}/transactions/${transactionId}/approve`, {
    method: 'POST',
  });
  if (!answer.ok) throw new Error(`approval failed: ${answer.status}`);
}
