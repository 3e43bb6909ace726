/**
 * Business constants of the spec (section 9 of both documents), in one place.
 * Times are in milliseconds unless the name says otherwise.
 */

/** "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s" */
export const CLIENT_CACHE_MS = 5 * 60 * 1000;
export const CLIENT_RETRIES = 3;
export const CLIENT_RETRY_CAP_MS = 30_000;

/** "Balance endpoint: 1 request per second" */
export const BALANCE_MIN_INTERVAL_MS = 1000;

/** "Loading overlay: hidden after 3 s" */
export const LOADING_OVERLAY_MS = 3000;

/** "Banner rotation: 5 s" */
export const BANNER_ROTATION_MS = 5000;

/** "Activation poll: 20 s; activation wait window 600000 ms (10 minutes)" */
export const ACTIVATION_POLL_MS = 20_000;
export const ACTIVATION_WINDOW_MS = 600_000;

/** "Deposit status poll: 10 s" */
export const DEPOSIT_STATUS_POLL_MS = 10_000;

/** "User info poll (Game Links): 5 s" */
export const GAME_LINKS_POLL_MS = 5000;

/** "Redirect frame loader timeout: 15 s" */
export const PAYMENT_FRAME_LOADER_MS = 15_000;

/** Local storage keys named by the spec (section 1). */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  initialDeposit: 'initialDeposit',
  agentId: 'agID',
  loginRequest: 'loginRequest',
} as const;

/** "Phone length: 10" */
export const PHONE_LENGTH = 10;
