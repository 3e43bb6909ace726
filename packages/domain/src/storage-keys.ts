// Read and written by @wallet/api, the shell and the sites, not by a rule here. The keys of our own
// are beside their rules: MONEY_HIDDEN_KEY in device-prefs.ts, PLAY_KEYS in play-session.ts.

/** Local storage keys named by the spec (000 §1), and the device id of register's fp_data. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  initialDeposit: 'initialDeposit',
  agentId: 'agID',
  loginRequest: 'loginRequest',
  deviceId: 'fpDeviceId',
} as const;

/**
 * What a session expiry clears (000 §1 "any 401 on a call clears local storage"): the keys that
 * belong to the logged-in player. The referral code (agID) and the device id outlive a session: a
 * player who logs in again is still the same agent's, on the same device (docs/decisions.md).
 */
export const SESSION_KEYS = [
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.initialDeposit,
  STORAGE_KEYS.loginRequest,
] as const;
