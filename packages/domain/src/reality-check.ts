import { durationWords } from './messages/reality-check';
import { transactionStatus } from './status';
import type { TransactionPurpose } from './transactions';
import { vietnamInstant } from './time';

/**
 * Issue 27 §5: the session the reality check counts, on this device (docs/decisions.md): from the
 * first page that saw the player logged in (a login, or the first visit while already logged in)
 * until a logout or an expiry; a reload or a second tab is the same session.
 */
export interface PlaySession {
  /** When it began (ms since the epoch). */
  start: number;
  /** When the player last closed a reminder (the start until then). */
  seen: number;
}

/** The stored session, or null when what is stored is not one (then a new one begins). */
export function parsePlaySession(raw: string | null): PlaySession | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PlaySession> | null;
    const { start, seen } = value ?? {};
    if (typeof start !== 'number' || !Number.isFinite(start)) return null;
    return {
      start,
      seen: typeof seen === 'number' && Number.isFinite(seen) && seen >= start ? seen : start,
    };
  } catch {
    return null;
  }
}

/**
 * When the next reminder is due: the first whole interval from the start that comes after the
 * last one the player closed (a reminder shown late, after a money call, does not move the next);
 * null when the reminder is off.
 */
export function nextRealityCheckAt(session: PlaySession, minutes: number): number | null {
  if (minutes <= 0) return null;
  const step = minutes * 60_000;
  return session.start + (Math.floor((session.seen - session.start) / step) + 1) * step;
}

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
