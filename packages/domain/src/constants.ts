/**
 * Business constants of the spec (section 9 of both documents), in one place. "000" and "001" name
 * the two spec documents. Times are in milliseconds unless the name says otherwise. Amounts typed by
 * a player are in thousands of VND (K) unless the name says points or VND.
 */

/** 000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s" */
export const CLIENT_CACHE_MS = 5 * 60 * 1000;
/** 000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s" */
export const CLIENT_RETRIES = 3;
/** 000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s" */
export const CLIENT_RETRY_CAP_MS = 30_000;

/** 000 §9 "Balance endpoint: 1 request per second"; 001 §9 "limited to 1 request per second" */
export const BALANCE_MIN_INTERVAL_MS = 1000;
/** 001 §9 "Balance refreshes are delayed by 1 second after a transfer. The Da Ga balance fetch is delayed 1 second." */
export const BALANCE_REFRESH_DELAY_MS = 1000;

/** 000 §9 "Loading overlay: hidden after 3 s"; 001 §9 "The loading overlay hides after 3000 ms." */
export const LOADING_OVERLAY_MS = 3000;

/** 000 §9 "Banner rotation: 5 s" */
export const BANNER_ROTATION_MS = 5000;

/** 000 §9 "Activation poll: 20 s"; 001 §9 "Activation poll every 20000 ms." */
export const ACTIVATION_POLL_MS = 20_000;
/** 000 §9 "activation wait window 600000 ms (10 minutes)"; 001 §9 "Activation wait window 600000 ms." */
export const ACTIVATION_WINDOW_MS = 600_000;

/** 000 §9 "Deposit status poll: 10 s" */
export const DEPOSIT_STATUS_POLL_MS = 10_000;

/** 000 §9 "User info poll (Game Links): 5 s" */
export const GAME_LINKS_POLL_MS = 5000;

/** 000 §9 "Redirect frame loader timeout: 15 s" */
export const PAYMENT_FRAME_LOADER_MS = 15_000;

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

/** 000 §9 "Phone length: 10"; 001 §9 "Visitor withdraw: phone length 10" */
export const PHONE_LENGTH = 10;

/** 000 §9 "Login password: minimum 8" */
export const LOGIN_PASSWORD_MIN = 8;
/** 000 §9 "Register and change password: 8 to 12, with upper, lower and digit" */
export const PASSWORD_MIN = 8;
/** 000 §9 "Register and change password: 8 to 12, with upper, lower and digit" */
export const PASSWORD_MAX = 12;
/** 000 §9 "Forgotten-password reset: new password: minimum 6"; 001 §9 "new password minimum 6 characters" */
export const RESET_PASSWORD_MIN = 6;

/** 000 §9 "OTP: minimum 4 digits"; 001 §9 "OTP minimum 4 digits" */
export const OTP_MIN_DIGITS = 4;
/** 000 §9 "OTP: … resend timer 60 seconds (m:ss)" */
export const OTP_RESEND_SECONDS = 60;
/** 000 §9 "OTP: … default country code 84" */
export const DEFAULT_COUNTRY_CODE = '84';

/**
 * 000 §9 "Captcha words: 4 fixed words". The words are not in the spec; see docs/decisions.md.
 */
export const CAPTCHA_WORDS = ['VN88', 'GA79', 'K8WIN', 'LUCKY9'] as const;

/** 000 §9 "Deposit default bounds: 150 to 150000 (thousands)" */
export const DEPOSIT_DEFAULT_MIN = 150;
/** 000 §9 "Deposit default bounds: 150 to 150000 (thousands)" */
export const DEPOSIT_DEFAULT_MAX = 150_000;
/** 000 §9 "page bound 500 to 150000" */
export const DEPOSIT_PAGE_MIN = 500;
/** 000 §9 "page bound 500 to 150000" */
export const DEPOSIT_PAGE_MAX = 150_000;
/** 000 §9 "Initial deposit default amount: 500 (thousand)" */
export const INITIAL_DEPOSIT_DEFAULT_AMOUNT = 500;

/** 000 §9 "Amount sent: typed amount times 1000"; 001 §9 "amount sent multiplied by 1000" */
export const THOUSANDS_TO_VND = 1000;
/** 001 §9 "Points-to-money conversion: the amount sent is the typed amount times 30000" */
export const POINTS_TO_VND = 30_000;

/** 001 §9 "Visitor withdraw: … amount at most 9 digits" */
export const WITHDRAW_AMOUNT_MAX_DIGITS = 9;
/** 001 §9 "Visitor withdraw: … minimum 150, maximum 100000" */
export const VISITOR_WITHDRAW_MIN = 150;
/** 001 §9 "Visitor withdraw: … minimum 150, maximum 100000" */
export const VISITOR_WITHDRAW_MAX = 100_000;
/** 001 §9 "Visitor withdraw: … balance check uses a factor of 30" */
export const WITHDRAW_BALANCE_FACTOR = 30;
/** 001 §9 "Signed-in withdraw: maximum 15,000,000 (fixed, and also the initial default maximum)" */
export const WITHDRAW_PAGE_MAX = 15_000_000;
/** 001 §9 "The minimum defaults to 1 before the limits call returns" */
export const WITHDRAW_PAGE_DEFAULT_MIN = 1;

/** 001 §9 "The converter truncates to multiples of 30 in the Da Ga mode." */
export const DAGA_MULTIPLE = 30;

/** 001 §9 "Bank account number: 3 to 30 digits." */
export const BANK_ACCOUNT_MIN_DIGITS = 3;
/** 001 §9 "Bank account number: 3 to 30 digits." */
export const BANK_ACCOUNT_MAX_DIGITS = 30;

/** 001 §9 "Game transfers: at most 2 decimals for non-Da Ga amounts; integers only for Da Ga." */
export const GAME_TRANSFER_MAX_DECIMALS = 2;

/** 001 §9 "Agency: phone exactly 10 digits; password 8 to 13 characters" */
export const AGENCY_PASSWORD_MIN = 8;
/** 001 §9 "Agency: phone exactly 10 digits; password 8 to 13 characters" */
export const AGENCY_PASSWORD_MAX = 13;
/** 001 §9 "Agency: … countdown 60 seconds after submit" */
export const AGENCY_COUNTDOWN_SECONDS = 60;
/** 001 §9 "Agency: … staff contact within 48 hours" */
export const AGENCY_CONTACT_HOURS = 48;

/** 001 §9 "The Android guide has 9 steps and the iOS guide has 4." */
export const ANDROID_GUIDE_STEPS = 9;
/** 001 §9 "The Android guide has 9 steps and the iOS guide has 4." */
export const IOS_GUIDE_STEPS = 4;

/** 001 §9 "The announcement image height is 173px." */
export const ANNOUNCEMENT_IMAGE_HEIGHT_PX = 173;

/** 000 §9 "Currency: VND; dates in the Vietnamese locale"; 001 §9 "Currency: VND." */
export const CURRENCY = 'VND';
/** 000 §9 "Currency: VND; dates in the Vietnamese locale" */
export const LOCALE = 'vi';

/** 000 §9 "The quick-amount set is the minimum, 25%, 50%, 75% and the maximum of the bound." */
export const QUICK_AMOUNT_FRACTIONS = [0.25, 0.5, 0.75] as const;

/** 001 §9 "Transaction status codes 0 to 4 as in section 4." */
export const TRANSACTION_STATUS_CODES = [0, 1, 2, 3, 4] as const;

/** 001 §2 transactions: "deposit 'Nạp Tiền' (value 1) and withdraw 'Rút Tiền' (value 2)" */
export const TRANSACTION_PURPOSE = { deposit: 1, withdraw: 2 } as const;

/** 001 §2 "A successful request navigates to /transections?tab=withdraw." and 8 "redirect goes to /transections" */
export const TRANSACTIONS_ROUTE = '/transections';

// Ours, not the spec's (docs/decisions.md, "Money is never sent twice").

/**
 * How long a money screen waits for an answer before it tells the player the outcome is not known
 * yet and lets them leave: twice the client's per-call time limit (15 s). The call itself is never
 * aborted; a later answer still updates the balances and the history.
 */
export const MONEY_ANSWER_WAIT_MS = 30_000;
/**
 * How long the browser remembers a money call whose outcome is unknown, so that no tab re-sends it
 * blind. Past that day the same deposit or transfer is a new intent.
 */
export const MONEY_UNKNOWN_MEMORY_MS = 24 * 60 * 60 * 1000;
