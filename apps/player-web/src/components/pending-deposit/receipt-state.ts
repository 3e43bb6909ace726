/**
 * Issue 47 §2 "Once approved, the player sees a receipt": what the deposit's page knew of it, handed
 * to the history it goes to (000 §4) in that entry's state, so a reload of the history shows it
 * still, and a new visit does not.
 */
export interface ApprovedDeposit {
  /** Whole VND. */
  amount: number;
  /** The deposit's code (transaction_id). */
  code: string;
  /** When it was made, as the upstream wrote it. */
  createdAt: string | null;
  /** When its approval was seen: the main balance read after this is the balance after it. */
  approvedAt: number;
}

export interface ReceiptHistoryState {
  approved: ApprovedDeposit;
}

/** The approved deposit a history entry holds, if any (an entry's state is whatever was stored). */
export function approvedInHistory(state: unknown): ApprovedDeposit | null {
  if (!state || typeof state !== 'object') return null;
  const approved = (state as Partial<ReceiptHistoryState>).approved;
  return approved &&
    typeof approved.code === 'string' &&
    typeof approved.amount === 'number' &&
    typeof approved.approvedAt === 'number'
    ? approved
    : null;
}
