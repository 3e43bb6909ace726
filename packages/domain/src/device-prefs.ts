/**
 * Issue 27 §4 "remembers the choice on this device": kept under a key of our own, which a session's
 * end (000 §1 clears SESSION_KEYS) leaves: the choice belongs to the device. In every page's first
 * load, so nothing else is here (the reality check's keys and rules are play-session.ts).
 */
export const MONEY_HIDDEN_KEY = 'wallet.moneyHidden';

/** Hidden only when 'true' was written; anything else is the default, shown. */
export function parseMoneyHidden(raw: string | null): boolean {
  return raw === 'true';
}
