import { describe, expect, it } from 'vitest';
import { formatPlayDuration, sessionMoney, type SessionTransaction } from './reality-check';

const MIN = 60_000;

describe('the reality check (issue 27 §5)', () => {
  it('"what was deposited and withdrawn in it": rows since the start, rejected left out, pending in, undated left out', () => {
    // 2026-01-02 10:00:00 in Vietnam (UTC+7) is 03:00:00 UTC.
    const start = Date.UTC(2026, 0, 2, 3, 0, 0, 600);
    const row = (
      purpose: 'deposit' | 'withdraw',
      amount: number,
      at: string | null,
      approved: unknown = 1,
    ): SessionTransaction => ({
      transaction_purpose: purpose,
      transaction_amount: amount,
      created_at: at,
      is_approved: approved,
    });
    const rows = [
      row('deposit', 500_000, '2026-01-02 10:00:00'), // the start's own second
      row('deposit', 200_000, '2026-01-02 10:30:00', 0), // pending: sent
      row('deposit', 900_000, '2026-01-02 10:40:00', 2), // rejected: no money moved
      row('withdraw', 300_000, '2026-01-02T03:45:00Z', 3), // processing, a zoned time
      row('deposit', 1_000_000, '2026-01-02 09:59:59'), // before the session
      row('withdraw', 50_000, null), // no time: cannot be placed
      row('withdraw', 70_000, 'garbled'),
    ];
    expect(sessionMoney(rows, start)).toEqual({ deposited: 700_000, withdrawn: 300_000 });
    expect(sessionMoney([], start)).toEqual({ deposited: 0, withdrawn: 0 });
  });

  it.each([
    [0, '0 phút'],
    [59_999, '0 phút'],
    [45 * MIN, '45 phút'],
    [60 * MIN, '1 giờ'],
    [65 * MIN + 30_000, '1 giờ 5 phút'],
    [120 * MIN, '2 giờ'],
    [-5 * MIN, '0 phút'],
  ])('"says how long the session has lasted": %i ms is %j', (ms, words) => {
    expect(formatPlayDuration(ms)).toBe(words);
  });
});
