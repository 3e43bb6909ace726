import {
  AGENCY_SUCCESS,
  DAGA_CATEGORY_LOAD_FAILED,
  DEPOSIT_CHECK_FAILED,
  FORBIDDEN_TEXT,
  GAMES_EMPTY,
  GENERIC_LOAD_ERROR,
  NETWORK_ERROR_TEXT,
  PHONE_ALREADY_REGISTERED,
  PROMOTIONS_EMPTY,
  REFERRAL_CHECK_FAILED,
  SAVED_BANKS_LOAD_FAILED,
  TOO_MANY_REQUESTS,
  TRY_REFRESHING_AGAIN,
  WITHDRAW_CHECK_FAILED,
} from '../messages';
import { refusedCall, transportError } from './transport';
import { type ErrorView, type Failure, view } from './types';

/**
 * 000 §8 Home and loading: "'Too many requests. Only 1 request per second allowed.' and 'forbidden'
 * are shown in a modal. … Generic load error: 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'."
 */
export function homeLoadError(failure: Failure): ErrorView {
  // The spec's fixed text, whatever the body says (the balance popup may show a server text).
  if (failure.status === 429) return view(TOO_MANY_REQUESTS, 'popup');
  if (failure.status === 403 || failure.code === 'FORBIDDEN') return view(FORBIDDEN_TEXT, 'popup');
  return loadError(failure);
}

/**
 * A list or page that failed to load: the network text when no answer came, the spec's 429 text,
 * else 000 §8 "Generic load error: 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'". Shown with a retry, never as
 * the list's empty state (docs/decisions.md: 001 §8 "A failed list fetch shows an empty state").
 */
export function loadError(failure: Failure): ErrorView {
  return transportError(failure) ?? view(GENERIC_LOAD_ERROR, 'popup');
}

/** What a money decision rests on: the permission checks, the saved accounts, the referral code. */
export type MoneyCheck = 'deposit' | 'withdraw' | 'saved-banks' | 'referral';

const CHECK_FAILED: Record<MoneyCheck, string> = {
  deposit: DEPOSIT_CHECK_FAILED,
  withdraw: WITHDRAW_CHECK_FAILED,
  'saved-banks': SAVED_BANKS_LOAD_FAILED,
  referral: REFERRAL_CHECK_FAILED,
};

/**
 * A load a money decision rests on failed (issue 24 §5): it says what could not be checked, then
 * why (loadError's network, generic or rate-limit text). Shown with a retry; the screen allows
 * nothing that rests on it meanwhile (docs/decisions.md).
 */
export function checkFailedError(check: MoneyCheck, failure: Failure): ErrorView {
  return view(`${CHECK_FAILED[check]} ${loadError(failure).text}`, 'inline');
}

/**
 * Home's Da Ga category failed to load (issue 39 §3): like home's other parts, the part it feeds
 * (the strip's Da Ga chip and its panel) says so in place, with a retry: what could not be loaded,
 * then why (loadError's network, generic or rate-limit text).
 */
export function dagaCategoryLoadError(failure: Failure): ErrorView {
  return view(`${DAGA_CATEGORY_LOAD_FAILED} ${loadError(failure).text}`, 'inline');
}

/**
 * The referral lookup (000 §7 "GET /get_agent_code/{id}. Response: reference_agent_id.") failed:
 * true when its failure is not the upstream's answer that the code is unknown (that one registers
 * without an agent) but no answer, a server error, a 429 or a refused call: the code was not
 * checked.
 */
export function referralNotChecked(failure: Failure): boolean {
  return (transportError(failure) ?? refusedCall(failure)) !== null;
}

/** 000 §8 "Games: 'Không tìm thấy trò chơi nào' and 'Lỗi mạng'." — the list's text, or null when it has games. */
export function gamesListText(failed: boolean, count: number): string | null {
  if (failed) return NETWORK_ERROR_TEXT;
  return count === 0 ? GAMES_EMPTY : null;
}

/** 000 §8 "Promotions: 'Không tìm thấy khuyến mãi nào'." — the empty text, or null with promotions. A failed load is loadError's. */
export function promotionsListText(count: number): string | null {
  return count === 0 ? PROMOTIONS_EMPTY : null;
}

/** 001 §8 "A failed wallet load shows a 'Try Refreshing Again' hint." */
export function walletLoadError(): ErrorView {
  return view(TRY_REFRESHING_AGAIN, 'inline');
}

/**
 * 001 §8 Agency registration: "Failure: 'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để
 * được hỗ trợ.' Success: 'Chúng tôi đã nhận được thông tin của bạn. …'" Also the phone-exists check.
 */
export function agencyResult(ok: boolean): ErrorView {
  return ok ? view(AGENCY_SUCCESS, 'success') : view(PHONE_ALREADY_REGISTERED, 'popup');
}
