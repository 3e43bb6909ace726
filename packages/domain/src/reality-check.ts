import { durationWords } from './messages/reality-check';
import { transactionStatus } from './status';
import type { TransactionPurpose } from './transactions';
import { vietnamInstant } from './vietnam-time';

// What the reminder reads and says, in a module of its own: it reads record times (./time) and
// loads with the reminder, not with the session's timer in the first page (play-session.ts).

/** A history row as the reality check reads it. */
export interface SessionTransaction {
  transaction_purpose: TransactionPurpose;
  transaction_amount: number;
  created_at: string | null;
  is_approved: unknown;
}

/**
 * Issue 27 §5 "what was deposited and withdrawn in it", whole VND: the history's rows made since the
 * session began, rejected ones left out (no money moved), pending ones in (the player sent them).
 * The upstream's times are whole seconds, so the start counts from its own second. A row without
 * a time cannot be placed in the session and is left out.
 */
export function sessionMoney(
  rows: readonly SessionTransaction[],
  start: number,
): { deposited: number; withdrawn: number } {
  const from = Math.floor(start / 1000) * 1000;
  const sum = { deposited: 0, withdrawn: 0 };
  for (const row of rows) {
    const at = row.created_at === null ? null : vietnamInstant(row.created_at);
    if (at === null || at < from || transactionStatus(row.is_approved).tone === 'rejected')
      continue;
    if (row.transaction_purpose === 'deposit') sum.deposited += row.transaction_amount;
    else sum.withdrawn += row.transaction_amount;
  }
  return sum;
}

/** How long the session has lasted, in words: '45 phút', '1 giờ 5 phút', '2 giờ'. */
export function formatPlayDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return durationWords(Math.floor(minutes / 60), minutes % 60);
}
