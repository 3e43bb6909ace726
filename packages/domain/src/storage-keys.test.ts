import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';

describe('local storage keys (000 §1)', () => {
  it.each([
    [
      '000 §1 "auth_token … initialDeposit … agID, loginRequest"',
      Object.values(STORAGE_KEYS),
      ['auth_token', 'initialDeposit', 'agID', 'loginRequest', 'fpDeviceId'],
    ],
    [
      "a session expiry clears the session's keys and keeps the referral code and the device id",
      SESSION_KEYS,
      ['auth_token', 'initialDeposit', 'loginRequest'],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
