import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_POLL_MS,
  ACTIVATION_WINDOW_MS,
  DEPOSIT_STATUS_POLL_MS,
  GAME_LINKS_POLL_MS,
  TRANSACTION_STATUS_CODES,
  activationState,
  isMarkerFresh,
  isRejectedTransaction,
  readInitialDepositMarker,
  shouldPollActivation,
  endsActivationWait,
  transactionStatus,
  writeInitialDepositMarker,
} from './status';

describe('transaction is_approved (001 §2, §4)', () => {
  it.each([
    [0, 'Đang chờ', 'pending', true],
    [1, 'Đã phê duyệt', 'approved', true],
    [2, 'Từ chối', 'rejected', false],
    [3, 'Đang xử lý', 'processing', true],
    [4, 'Đang xử lý', 'processing', true],
    ['1', 'Đã phê duyệt', 'approved', true],
    [5, 'Từ chối', 'rejected', false],
    [-1, 'Từ chối', 'rejected', false],
    [null, 'Từ chối', 'rejected', false],
    ['', 'Từ chối', 'rejected', false],
    ['x', 'Từ chối', 'rejected', false],
  ])(
    "\"0 'Đang chờ', 1 'Đã phê duyệt', 2 'Từ chối', 3 or 4 'Đang xử lý', any other value shown as rejected\" / \"rejected rows (is_approved 2) … are not clickable\" — %j",
    (value, label, tone, clickable) => {
      expect(transactionStatus(value)).toEqual({ label, tone, clickable });
    },
  );

  it('"A rejected transaction renders no content in this view."', () => {
    expect(isRejectedTransaction(2)).toBe(true);
    expect(isRejectedTransaction(0)).toBe(false);
  });
});

describe('activation (000 §4, 001 §4)', () => {
  const now = 1_800_000_000_000;

  it('"initialDeposit (marker with a timestamp …)" is stored and read back', () => {
    expect(readInitialDepositMarker(writeInitialDepositMarker(now))).toBe(now);
    expect(readInitialDepositMarker(null)).toBeNull();
    expect(readInitialDepositMarker(undefined)).toBeNull();
    expect(readInitialDepositMarker(' ')).toBeNull();
    expect(readInitialDepositMarker('abc')).toBeNull();
    expect(readInitialDepositMarker('-5')).toBeNull();
  });

  it('"A marker younger than 10 minutes (600000 ms)"', () => {
    expect(isMarkerFresh(now - 599_999, now)).toBe(true);
    expect(isMarkerFresh(now - 600_000, now)).toBe(false);
  });

  it.each([
    [{ isApproved: 1, markerAt: now }, 'activated'],
    [{ isApproved: 2, markerAt: now }, 'not-activated'],
    [{ markerAt: now - 1000 }, 'waiting'],
    [{ markerAt: now - 600_000 }, 'not-activated'],
    [{ markerAt: null }, 'deposit-prompt'],
    [{ markerAt: null, userName: 'g123' }, 'activated'],
    [{ markerAt: null, userId: 7 }, 'activated'],
  ])(
    '"is_approved 2 shows the message that the account is not activated … is_approved 1 refreshes … A marker younger than 10 minutes (600000 ms) shows a spinner … An older marker shows the not-activated message. With no user_name, no user_id and no marker, the player is asked to deposit" — %j',
    (input, expected) => {
      expect(activationState({ now, ...input })).toBe(expected);
    },
  );

  it.each([
    [now, undefined, true],
    [now, 1, false],
    [now, 2, false],
    [null, undefined, false],
  ])(
    '"when the initialDeposit marker is present, a check runs every 20 seconds" and stops on 1 or 2 — %j, %j',
    (marker, approved, expected) => {
      expect(shouldPollActivation(marker, approved)).toBe(expected);
    },
  );
});

describe('endsActivationWait (000 §4, docs/decisions.md)', () => {
  const now = 1_800_000_000_000;
  it('"is_approved 1 … clears the timer and the marker"', () => {
    expect(endsActivationWait(1, now - 1000, now)).toBe(true);
  });
  it('"A marker younger than 10 minutes (600000 ms) shows a spinner": a 2 inside the window keeps waiting', () => {
    expect(endsActivationWait(2, now - 599_999, now)).toBe(false);
  });
  it('"is_approved 2 shows the message … then stops and clears the marker" once the window has passed', () => {
    expect(endsActivationWait(2, now - 600_000, now)).toBe(true);
    expect(endsActivationWait(2, null, now)).toBe(true);
  });
  it('any other answer is not an answer', () => {
    expect(endsActivationWait(null, now, now)).toBe(false);
    expect(endsActivationWait(3, now - 700_000, now)).toBe(false);
  });
});

describe('the polls and status codes (000 §9, 001 §9)', () => {
  it.each([
    [
      '000 §9 "Activation poll: 20 s; activation wait window 600000 ms (10 minutes)"',
      [ACTIVATION_POLL_MS, ACTIVATION_WINDOW_MS],
      [20_000, 600_000],
    ],
    [
      '001 §9 "Activation poll every 20000 ms. Activation wait window 600000 ms."',
      [ACTIVATION_POLL_MS, ACTIVATION_WINDOW_MS],
      [20_000, 600_000],
    ],
    ['000 §9 "Deposit status poll: 10 s"', [DEPOSIT_STATUS_POLL_MS], [10_000]],
    ['000 §9 "User info poll (Game Links): 5 s"', [GAME_LINKS_POLL_MS], [5000]],
    [
      '001 §9 "Transaction status codes 0 to 4 as in section 4."',
      [...TRANSACTION_STATUS_CODES],
      [0, 1, 2, 3, 4],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
