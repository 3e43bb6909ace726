import type { DepositResult } from '@wallet/api';

/**
 * Step 2 and the payment page live in the history entry of /deposit (its state), not in the
 * page's memory: the phone's back button goes from them to step 1, and a reload keeps them.
 */
export interface DepositHistoryState {
  deposit: DepositResult;
}

/** The deposit a history entry holds, if any (the state of an entry is whatever was stored). */
export function depositInHistory(state: unknown): DepositResult | null {
  if (!state || typeof state !== 'object') return null;
  const deposit = (state as Partial<DepositHistoryState>).deposit;
  return deposit && typeof deposit.transaction_id === 'string' ? deposit : null;
}
