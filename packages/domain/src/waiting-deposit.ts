import { depositWaited, WAITING_DEPOSIT_JUST_MADE } from './messages/waiting-deposit';
import { transactionStatus } from './status';
import type { TransactionPurpose } from './transactions';
import { vietnamInstant } from './vietnam-time';

// Issue 47 §2 "Never lose a deposit the player started": which deposit of the history waits for
// the player's transfer, and for how long. Apart from history.ts: /deposit and home's card read
// only this, not the history page's filters and totals.

/** A history row (GET /account/user_transaction) as the waiting deposit reads it. */
export interface WaitingDepositRecord {
  id: number;
  transaction_purpose: TransactionPurpose;
  /** null when the upstream garbled it. */
  created_at: string | null;
  is_approved: unknown;
}

/** The instant a record was made, or null when its time is missing or unreadable. */
const madeAt = (createdAt: string | null) =>
  createdAt === null ? null : vietnamInstant(createdAt);

/**
 * Issue 47 §2 "While a QR deposit is waiting, /deposit and home show it first": the newest deposit
 * not yet paid (001 §4 is_approved 0, 'Đang chờ'), by its time, then its id; null when there is
 * none. A paid one (3 or 4, 'Đang xử lý') has nothing left for the player to do. One whose time
 * cannot be read still waits: it counts as older than any with a time.
 */
export function waitingDeposit<T extends WaitingDepositRecord>(list: readonly T[]): T | null {
  let chosen: T | null = null;
  let chosenAt = -Infinity;
  for (const record of list) {
    if (record.transaction_purpose !== 'deposit') continue;
    if (transactionStatus(record.is_approved).tone !== 'pending') continue;
    const at = madeAt(record.created_at) ?? -Infinity;
    if (chosen === null || at > chosenAt || (at === chosenAt && record.id > chosen.id)) {
      chosen = record;
      chosenAt = at;
    }
  }
  return chosen;
}

/**
 * Issue 47 §2 "how long it has waited": 'Vừa tạo' under a minute (a time a little ahead of this
 * device's clock too), then 'Đã chờ 5 phút', 'Đã chờ 2 giờ 10 phút', 'Đã chờ 3 ngày 4 giờ'. null
 * when the time cannot be read: nothing is said rather than a wrong wait.
 */
export function depositWaitedText(createdAt: string | null, now: number): string | null {
  const at = madeAt(createdAt);
  if (at === null) return null;
  const minutes = Math.floor((now - at) / 60_000);
  return minutes < 1 ? WAITING_DEPOSIT_JUST_MADE : depositWaited(minutes);
}
