import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('constants (000 §9, 001 §9)', () => {
  it.each([
    [
      '000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s"',
      [c.CLIENT_CACHE_MS, c.CLIENT_RETRIES, c.CLIENT_RETRY_CAP_MS],
      [300_000, 3, 30_000],
    ],
    ['000 §9 "Phone length: 10"', [c.PHONE_LENGTH], [10]],
    ['000 §9 "Login password: minimum 8"', [c.LOGIN_PASSWORD_MIN], [8]],
    [
      '000 §9 "Register and change password: 8 to 12, with upper, lower and digit"',
      [c.PASSWORD_MIN, c.PASSWORD_MAX],
      [8, 12],
    ],
    ['000 §9 "Forgotten-password reset: new password: minimum 6"', [c.RESET_PASSWORD_MIN], [6]],
    [
      '000 §9 "OTP: minimum 4 digits; resend timer 60 seconds (m:ss); default country code 84"',
      [c.OTP_MIN_DIGITS, c.OTP_RESEND_SECONDS, c.DEFAULT_COUNTRY_CODE],
      [4, 60, '84'],
    ],
    [
      '000 §9 "Captcha words: 4 fixed words"',
      [c.CAPTCHA_WORDS.length, new Set(c.CAPTCHA_WORDS).size],
      [4, 4],
    ],
    [
      '000 §9 "Deposit default bounds: 150 to 150000 (thousands); page bound 500 to 150000"',
      [c.DEPOSIT_DEFAULT_MIN, c.DEPOSIT_DEFAULT_MAX, c.DEPOSIT_PAGE_MIN, c.DEPOSIT_PAGE_MAX],
      [150, 150_000, 500, 150_000],
    ],
    [
      '000 §9 "Initial deposit default amount: 500 (thousand)"',
      [c.INITIAL_DEPOSIT_DEFAULT_AMOUNT],
      [500],
    ],
    ['000 §9 "Amount sent: typed amount times 1000"', [c.THOUSANDS_TO_VND], [1000]],
    ['000 §9 "Banner rotation: 5 s"', [c.BANNER_ROTATION_MS], [5000]],
    [
      '000 §9 "Activation poll: 20 s; activation wait window 600000 ms (10 minutes)"',
      [c.ACTIVATION_POLL_MS, c.ACTIVATION_WINDOW_MS],
      [20_000, 600_000],
    ],
    ['000 §9 "Deposit status poll: 10 s"', [c.DEPOSIT_STATUS_POLL_MS], [10_000]],
    ['000 §9 "User info poll (Game Links): 5 s"', [c.GAME_LINKS_POLL_MS], [5000]],
    ['000 §9 "Redirect frame loader timeout: 15 s"', [c.PAYMENT_FRAME_LOADER_MS], [15_000]],
    ['000 §9 "Loading overlay: hidden after 3 s"', [c.LOADING_OVERLAY_MS], [3000]],
    ['000 §9 "Balance endpoint: 1 request per second"', [c.BALANCE_MIN_INTERVAL_MS], [1000]],
    [
      '000 §9 "Currency: VND; dates in the Vietnamese locale"',
      [c.CURRENCY, c.LOCALE],
      ['VND', 'vi'],
    ],
    [
      '000 §9 "The quick-amount set is the minimum, 25%, 50%, 75% and the maximum of the bound."',
      [...c.QUICK_AMOUNT_FRACTIONS],
      [0.25, 0.5, 0.75],
    ],
    [
      '001 §9 "Visitor withdraw: phone length 10; amount at most 9 digits; minimum 150, maximum 100000; amount sent multiplied by 1000; balance check uses a factor of 30."',
      [
        c.PHONE_LENGTH,
        c.WITHDRAW_AMOUNT_MAX_DIGITS,
        c.VISITOR_WITHDRAW_MIN,
        c.VISITOR_WITHDRAW_MAX,
        c.THOUSANDS_TO_VND,
        c.WITHDRAW_BALANCE_FACTOR,
      ],
      [10, 9, 150, 100_000, 1000, 30],
    ],
    [
      '001 §9 "Signed-in withdraw: maximum 15,000,000 … The minimum defaults to 1 … the amount sent is the typed amount times 30000"',
      [c.WITHDRAW_PAGE_MAX, c.WITHDRAW_PAGE_DEFAULT_MIN, c.POINTS_TO_VND],
      [15_000_000, 1, 30_000],
    ],
    [
      '001 §9 "The converter truncates to multiples of 30 in the Da Ga mode."',
      [c.DAGA_MULTIPLE],
      [30],
    ],
    [
      '001 §9 "Bank account number: 3 to 30 digits."',
      [c.BANK_ACCOUNT_MIN_DIGITS, c.BANK_ACCOUNT_MAX_DIGITS],
      [3, 30],
    ],
    [
      '001 §9 "Game transfers: at most 2 decimals for non-Da Ga amounts"',
      [c.GAME_TRANSFER_MAX_DECIMALS],
      [2],
    ],
    [
      '001 §9 "Balance refreshes are delayed by 1 second after a transfer. The Da Ga balance fetch is delayed 1 second."',
      [c.BALANCE_REFRESH_DELAY_MS],
      [1000],
    ],
    [
      '001 §9 "Activation poll every 20000 ms. Activation wait window 600000 ms. The loading overlay hides after 3000 ms."',
      [c.ACTIVATION_POLL_MS, c.ACTIVATION_WINDOW_MS, c.LOADING_OVERLAY_MS],
      [20_000, 600_000, 3000],
    ],
    [
      '001 §9 "Agency: phone exactly 10 digits; password 8 to 13 characters; countdown 60 seconds after submit; staff contact within 48 hours."',
      [
        c.PHONE_LENGTH,
        c.AGENCY_PASSWORD_MIN,
        c.AGENCY_PASSWORD_MAX,
        c.AGENCY_COUNTDOWN_SECONDS,
        c.AGENCY_CONTACT_HOURS,
      ],
      [10, 8, 13, 60, 48],
    ],
    [
      '001 §9 "Transaction status codes 0 to 4 as in section 4."',
      [...c.TRANSACTION_STATUS_CODES],
      [0, 1, 2, 3, 4],
    ],
    [
      '001 §9 "The Android guide has 9 steps and the iOS guide has 4."',
      [c.ANDROID_GUIDE_STEPS, c.IOS_GUIDE_STEPS],
      [9, 4],
    ],
    ['001 §9 "The announcement image height is 173px."', [c.ANNOUNCEMENT_IMAGE_HEIGHT_PX], [173]],
    [
      "001 §2 \"deposit 'Nạp Tiền' (value 1) and withdraw 'Rút Tiền' (value 2)\"",
      [c.TRANSACTION_PURPOSE.deposit, c.TRANSACTION_PURPOSE.withdraw],
      [1, 2],
    ],
    [
      '000 §1 "auth_token … initialDeposit … agID, loginRequest"',
      Object.values(c.STORAGE_KEYS),
      ['auth_token', 'initialDeposit', 'agID', 'loginRequest', 'fpDeviceId'],
    ],
    [
      "a session expiry clears the session's keys and keeps the referral code and the device id",
      c.SESSION_KEYS,
      ['auth_token', 'initialDeposit', 'loginRequest'],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
