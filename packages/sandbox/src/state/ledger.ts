import type { SandboxState } from './store.js';
import type { LedgerEntry, LedgerOperation, Transaction } from './types.js';

/** Called by a money handler once it has changed state, never on a refusal: tests count effects here. */
export function recordMoney(
  state: SandboxState,
  at: number,
  entry: Omit<LedgerEntry, 'seq' | 'at'>,
): LedgerEntry {
  const recorded: LedgerEntry = { seq: state.ledger.length + 1, at, ...entry };
  state.ledger.push(recorded);
  return recorded;
}

export function filterLedger(
  state: SandboxState,
  phone: string | null,
  operation: string | null,
): LedgerEntry[] {
  return state.ledger.filter(
    (e) => (!phone || e.phone === phone) && (!operation || e.operation === operation),
  );
}

/** Deposits and withdrawals: the transaction they created, in whole VND. */
export function recordTransaction(
  state: SandboxState,
  operation: LedgerOperation,
  txn: Transaction,
): LedgerEntry {
  return recordMoney(state, txn.created, {
    operation,
    phone: txn.phone,
    amount: txn.amount,
    unit: 'vnd',
    ref: txn.transaction_id,
  });
}
