import {
  GENERIC_LOAD_ERROR,
  LOGIN_ACCOUNT_LOCKED,
  LOGIN_CAPTCHA_FAILED,
  LOGIN_FAILED,
  LOGIN_PASSWORD_INCORRECT,
  LOGIN_TOO_MANY_ATTEMPTS,
  OLD_PASSWORD_INCORRECT,
  PASSWORD_RESET_SUCCESS_TEXT,
  PHONE_ALREADY_REGISTERED,
  REGISTER_CAPTCHA_FAILED,
  REGISTER_FORBIDDEN,
  RESET_OTP_INCORRECT,
  RESET_PASSWORD_HINT,
  RESET_PHONE_INVALID,
} from '../messages';
import { isAnswered, refusedCall, transportError } from './transport';
import { type ErrorView, type Failure, view } from './types';

const LOGIN_CODES: Record<string, string> = {
  PASSWORD_INCORRECT: LOGIN_PASSWORD_INCORRECT,
  PLAYER_NOT_ALLOWED_LOGIN: LOGIN_ACCOUNT_LOCKED,
  TOO_MANY_ATTEMPTS: LOGIN_TOO_MANY_ATTEMPTS,
  CAPTCHA_FAILED: LOGIN_CAPTCHA_FAILED,
};

/**
 * 000 §8 Login: "PASSWORD_INCORRECT: 'Mật khẩu bạn vừa nhập không đúng.' PLAYER_NOT_ALLOWED_LOGIN: the
 * account is temporarily locked, contact support. TOO_MANY_ATTEMPTS: a popup …. CAPTCHA_FAILED: a
 * popup with Error1003. Any other failure: 'Tài liệu của bạn không chính xác...'." "Any other
 * failure" is any other answer of the upstream: no answer, a server error or a bare 429 is not the
 * player's wrong credentials (transportError).
 */
export function loginError(failure: Failure): ErrorView {
  const known = isAnswered(failure) ? LOGIN_CODES[failure.code] : undefined;
  if (known) return view(known, 'popup');
  return transportError(failure) ?? view(LOGIN_FAILED, 'popup');
}

/** 000 §4 "A REQUIRE_RESET_PASSWORD reply stores the token and goes home with the reset popup open." */
export function loginRequiresPasswordReset(message: string | null | undefined): boolean {
  return message === 'REQUIRE_RESET_PASSWORD';
}

/**
 * 000 §8 Register: "REGISTRATION_FORBIDDEN: a popup with Error1001. CAPTCHA_FAILED: a popup with
 * Error1002. Otherwise: the phone is already registered, contact support." "Otherwise" is another
 * answer of the upstream: no answer or a server error is not a registered phone.
 */
export function registerError(failure: Failure): ErrorView {
  if (isAnswered(failure)) {
    if (failure.code === 'REGISTRATION_FORBIDDEN') return view(REGISTER_FORBIDDEN, 'popup');
    if (failure.code === 'CAPTCHA_FAILED') return view(REGISTER_CAPTCHA_FAILED, 'popup');
  }
  return transportError(failure) ?? view(PHONE_ALREADY_REGISTERED, 'popup');
}

/**
 * 000 §8 "Success PASSWORD_RESET_SUCCESS gives 'Mật khẩu đã được đặt lại thành công!'." Any success
 * answer gives it: the upstream changed the password, whatever words its message uses.
 */
export function changePasswordSuccess(): ErrorView {
  return view(PASSWORD_RESET_SUCCESS_TEXT, 'success');
}

/**
 * 000 §8 "Password change: PASSWORD_INCORRECT gives 'Mật khẩu cũ không đúng, Vui lòng thử lại !'",
 * under the old password. Any other failure: the network or generic text (docs/decisions.md).
 */
export function changePasswordError(failure: Failure): ErrorView {
  if (isAnswered(failure) && failure.code === 'PASSWORD_INCORRECT') {
    return view(OLD_PASSWORD_INCORRECT, 'inline');
  }
  return transportError(failure) ?? view(GENERIC_LOAD_ERROR, 'popup');
}

export type ResetStep = 'send' | 'verify' | 'reset';

/**
 * 000 §5 "On a failed send, verify or reset, the server message is kept and the field shows the
 * fixed text": 'phone number invalid', 'OTP code incorrect', 'minimum 6 characters'. That is the
 * upstream's refusal; a call that got no answer, a server error, a 429 or a 401 (the call refused,
 * not the phone or the code: refusedCall) gets the network, generic or rate-limit popup instead,
 * and the field keeps no text.
 */
export function resetPasswordError(step: ResetStep, failure: Failure): ErrorView {
  const transport = transportError(failure) ?? refusedCall(failure);
  if (transport) return transport;
  const text = {
    send: RESET_PHONE_INVALID,
    verify: RESET_OTP_INCORRECT,
    reset: RESET_PASSWORD_HINT,
  }[step];
  return view(text, 'inline');
}
