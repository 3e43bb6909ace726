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
import { type ErrorView, type Failure, view } from './types';

/**
 * 000 §8 Login: "PASSWORD_INCORRECT: 'Mật khẩu bạn vừa nhập không đúng.' PLAYER_NOT_ALLOWED_LOGIN: the
 * account is temporarily locked, contact support. TOO_MANY_ATTEMPTS: a popup …. CAPTCHA_FAILED: a
 * popup with Error1003. Any other failure: 'Tài liệu của bạn không chính xác...'."
 */
export function loginError(code: string): ErrorView {
  switch (code) {
    case 'PASSWORD_INCORRECT':
      return view(LOGIN_PASSWORD_INCORRECT, 'popup');
    case 'PLAYER_NOT_ALLOWED_LOGIN':
      return view(LOGIN_ACCOUNT_LOCKED, 'popup');
    case 'TOO_MANY_ATTEMPTS':
      return view(LOGIN_TOO_MANY_ATTEMPTS, 'popup');
    case 'CAPTCHA_FAILED':
      return view(LOGIN_CAPTCHA_FAILED, 'popup');
    default:
      return view(LOGIN_FAILED, 'popup');
  }
}

/** 000 §4 "A REQUIRE_RESET_PASSWORD reply stores the token and goes home with the reset popup open." */
export function loginRequiresPasswordReset(message: string | null | undefined): boolean {
  return message === 'REQUIRE_RESET_PASSWORD';
}

/**
 * 000 §8 Register: "REGISTRATION_FORBIDDEN: a popup with Error1001. CAPTCHA_FAILED: a popup with
 * Error1002. Otherwise: the phone is already registered, contact support." A call that got no
 * answer (status 0) is not a registered phone: it shows the generic error.
 */
export function registerError(failure: Failure): ErrorView {
  if (failure.code === 'REGISTRATION_FORBIDDEN') return view(REGISTER_FORBIDDEN, 'popup');
  if (failure.code === 'CAPTCHA_FAILED') return view(REGISTER_CAPTCHA_FAILED, 'popup');
  if (failure.status === 0) return view(GENERIC_LOAD_ERROR, 'popup');
  return view(PHONE_ALREADY_REGISTERED, 'popup');
}

/**
 * 000 §8 "Password change: PASSWORD_INCORRECT gives 'Mật khẩu cũ không đúng, Vui lòng thử lại !'.
 * Success PASSWORD_RESET_SUCCESS gives 'Mật khẩu đã được đặt lại thành công!'."
 */
export function changePasswordResult(code: string): ErrorView {
  switch (code) {
    case 'PASSWORD_RESET_SUCCESS':
      return view(PASSWORD_RESET_SUCCESS_TEXT, 'success');
    case 'PASSWORD_INCORRECT':
      return view(OLD_PASSWORD_INCORRECT, 'inline');
    default:
      return view(GENERIC_LOAD_ERROR, 'popup');
  }
}

export type ResetStep = 'send' | 'verify' | 'reset';

/**
 * 000 §5 "On a failed send, verify or reset, the server message is kept and the field shows the
 * fixed text": 'phone number invalid', 'OTP code incorrect', 'minimum 6 characters'.
 */
export function resetPasswordError(step: ResetStep): ErrorView {
  const text = {
    send: RESET_PHONE_INVALID,
    verify: RESET_OTP_INCORRECT,
    reset: RESET_PASSWORD_HINT,
  }[step];
  return view(text, 'inline');
}
