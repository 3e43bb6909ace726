import { describe, expect, it } from 'vitest';
import {
  changePasswordError,
  changePasswordSuccess,
  loginError,
  loginRequiresPasswordReset,
  registerError,
  resetPasswordError,
} from './account';

describe('login errors (000 §8)', () => {
  it.each([
    [
      'PASSWORD_INCORRECT',
      '"PASSWORD_INCORRECT: \'Mật khẩu bạn vừa nhập không đúng.\'"',
      'Mật khẩu bạn vừa nhập không đúng.',
    ],
    [
      'PLAYER_NOT_ALLOWED_LOGIN',
      '"PLAYER_NOT_ALLOWED_LOGIN: the account is temporarily locked, contact support."',
      'Tài khoản của bạn đang tạm thời bị khoá, vui lòng liên hệ CSKH để được hỗ trợ.',
    ],
    [
      'TOO_MANY_ATTEMPTS',
      '"TOO_MANY_ATTEMPTS: a popup saying the account is temporarily locked after many failed logins."',
      'Bạn đã đăng nhập sai quá nhiều lần. Tài khoản tạm thời bị khoá, vui lòng thử lại sau.',
    ],
    [
      'CAPTCHA_FAILED',
      '"CAPTCHA_FAILED: a popup with Error1003."',
      'Xác minh không thành công, vui lòng thử lại. (Error1003)',
    ],
    [
      'SOMETHING_ELSE',
      '"Any other failure: \'Tài liệu của bạn không chính xác...\'."',
      'Tài liệu của bạn không chính xác...',
    ],
  ])('%s — %s', (code, _spec, text) => {
    expect(loginError({ status: 400, code })).toEqual({ text, show: 'popup' });
  });

  it.each([
    [{ status: 0, code: 'NETWORK_ERROR' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 0, code: 'CLIENT_TIMEOUT' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 0, code: 'PASSWORD_INCORRECT' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 500, code: 'HTTP_500' }, 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'],
    [
      { status: 200, code: 'MALFORMED_RESPONSE' },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    ],
    [{ status: 429, code: 'HTTP_429' }, 'Too many requests. Only 1 request per second allowed.'],
  ])(
    'a failure that is not the upstream refusing the credentials is never "wrong credentials" — %j',
    (failure, text) => {
      expect(loginError(failure)).toEqual({ text, show: 'popup' });
    },
  );

  it('a 429 that names TOO_MANY_ATTEMPTS is the lockout popup, not the rate limit', () => {
    expect(loginError({ status: 429, code: 'TOO_MANY_ATTEMPTS' }).text).toBe(
      'Bạn đã đăng nhập sai quá nhiều lần. Tài khoản tạm thời bị khoá, vui lòng thử lại sau.',
    );
  });

  it('"A REQUIRE_RESET_PASSWORD reply stores the token and goes home with the reset popup open."', () => {
    expect(loginRequiresPasswordReset('REQUIRE_RESET_PASSWORD')).toBe(true);
    expect(loginRequiresPasswordReset('SUCCESS')).toBe(false);
    expect(loginRequiresPasswordReset(undefined)).toBe(false);
  });
});

describe('register errors (000 §8)', () => {
  it.each([
    [
      { status: 403, code: 'REGISTRATION_FORBIDDEN' },
      '"REGISTRATION_FORBIDDEN: a popup with Error1001."',
      'Không thể đăng ký tài khoản lúc này, vui lòng liên hệ CSKH để được hỗ trợ. (Error1001)',
    ],
    [
      { status: 400, code: 'CAPTCHA_FAILED' },
      '"CAPTCHA_FAILED: a popup with Error1002."',
      'Xác minh không thành công, vui lòng thử lại. (Error1002)',
    ],
    [
      { status: 400, code: 'PHONE_EXISTS' },
      '"Otherwise: the phone is already registered, contact support."',
      'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.',
    ],
    [
      { status: 0, code: 'NETWORK_ERROR' },
      'no answer is not "the phone is already registered"',
      'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.',
    ],
    [
      { status: 500, code: 'HTTP_500' },
      'a server error is not "the phone is already registered"',
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    ],
    [
      { status: 0, code: 'CAPTCHA_FAILED' },
      "a code without an answer is not the upstream's",
      'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.',
    ],
  ])('%j — %s', (failure, _spec, text) => {
    expect(registerError(failure)).toEqual({ text, show: 'popup' });
  });
});

describe('password change and reset (000 §5, §8)', () => {
  it('"Success PASSWORD_RESET_SUCCESS gives \'Mật khẩu đã được đặt lại thành công!\'", for any success answer', () => {
    expect(changePasswordSuccess()).toEqual({
      text: 'Mật khẩu đã được đặt lại thành công!',
      show: 'success',
    });
  });

  it.each([
    [
      { status: 400, code: 'PASSWORD_INCORRECT' },
      '"PASSWORD_INCORRECT gives \'Mật khẩu cũ không đúng, Vui lòng thử lại !\'"',
      'Mật khẩu cũ không đúng, Vui lòng thử lại !',
      'inline',
    ],
    [
      { status: 400, code: 'WHATEVER' },
      'any other failure: the generic error',
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
      'popup',
    ],
    [
      { status: 0, code: 'NETWORK_ERROR' },
      'no answer: the network text, not the old password',
      'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.',
      'popup',
    ],
  ])('%j — %s', (failure, _spec, text, show) => {
    expect(changePasswordError(failure)).toEqual({ text, show });
  });

  it.each([
    ['send', 'phone number invalid'],
    ['verify', 'OTP code incorrect'],
    ['reset', 'minimum 6 characters'],
  ] as const)(
    '"On a failed send, verify or reset, the server message is kept and the field shows the fixed text." — %s',
    (step, text) => {
      expect(resetPasswordError(step, { status: 400, code: 'WHATEVER' })).toEqual({
        text,
        show: 'inline',
      });
    },
  );

  it.each([
    [{ status: 0, code: 'NETWORK_ERROR' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 503, code: 'HTTP_503' }, 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'],
    [{ status: 401, code: 'HTTP_401' }, 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'],
    [
      { status: 401, code: 'Unauthenticated.' },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    ],
    [
      { status: 429, code: 'Too Many Attempts.' },
      'Too many requests. Only 1 request per second allowed.',
    ],
  ])(
    'a reset step that got no answer, a server error, a 401 (the call refused, issue 24) or a 429 is not "phone number invalid" / "OTP code incorrect" — %j',
    (failure, text) => {
      for (const step of ['send', 'verify', 'reset'] as const) {
        expect(resetPasswordError(step, failure)).toEqual({ text, show: 'popup' });
      }
    },
  );
});
