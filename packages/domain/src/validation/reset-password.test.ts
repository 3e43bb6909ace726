import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY_CODE,
  OTP_MIN_DIGITS,
  OTP_RESEND_SECONDS,
  RESET_PASSWORD_MIN,
  canSendOtp,
  canSubmitResetPassword,
  canVerifyOtp,
  resetNewPasswordSchema,
  resetOtpSchema,
  resetPhoneSchema,
  sanitizeOtp,
  sanitizeResetPhone,
  validateOtp,
  validateResetNewPassword,
  validateResetPhone,
} from './reset-password';
import { validateLoginPassword } from './login';

describe('forgotten-password reset (000 §5)', () => {
  it('"phone numeric, up to 10 digits"', () => {
    expect(sanitizeResetPhone('09-8765 43210999')).toBe('0987654321');
  });

  it.each([
    ['0987654321', true, null],
    ['098765432', false, 'phone number invalid'],
    ['', false, 'phone number invalid'],
    ['09876x4321', false, 'phone number invalid'],
  ])(
    '"send disabled below 10 digits, failure text \'phone number invalid\'" — %j',
    (phone, canSend, message) => {
      expect(canSendOtp(phone)).toBe(canSend);
      expect(validateResetPhone(phone)).toBe(message);
    },
  );

  it('"OTP numeric"', () => {
    expect(sanitizeOtp(' 12a34 ')).toBe('1234');
  });

  it.each([
    ['1234', true, null],
    ['123456', true, null],
    ['123', false, 'OTP code incorrect'],
    ['', false, 'OTP code incorrect'],
    ['12a4', false, 'OTP code incorrect'],
  ])(
    '"OTP numeric, verify disabled below 4 digits, failure text \'OTP code incorrect\'" — %j',
    (otp, can, message) => {
      expect(canVerifyOtp(otp)).toBe(can);
      expect(validateOtp(otp)).toBe(message);
    },
  );

  const RULE = 'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.';
  it.each([
    ['Matkhau2', true, null],
    ['12345', false, 'minimum 6 characters'],
    ['', false, 'minimum 6 characters'],
    // 000 §5 "Register and reset password: … needs an uppercase letter, a lowercase letter and a
    // digit, length 8 to 12": a 6- or 7-character password could never log in ("minimum 8").
    ['123456', true, RULE],
    ['Matkh1', true, RULE],
    ['matkhau2', true, RULE],
    ['Matkhau2@', true, RULE],
    ['Matkhau2Matkh', true, RULE],
  ])(
    '"New password at least 6 characters (hint \'minimum 6 characters\'), submit disabled below 6", and the register rule — %j',
    (password, can, message) => {
      expect(canSubmitResetPassword(password)).toBe(can);
      expect(validateResetNewPassword(password)).toBe(message);
    },
  );

  it('every new password a reset accepts, login accepts (000 §5 login "minimum 8")', () => {
    for (const password of ['Matkhau2', 'Abcdefg1', 'A1b2C3d4E5f6']) {
      expect(validateResetNewPassword(password)).toBeNull();
      expect(validateLoginPassword(password)).toBeNull();
    }
  });

  it('the three step schemas carry the same texts', () => {
    expect(resetPhoneSchema.safeParse({ phone: '1' }).error?.issues[0]?.message).toBe(
      'phone number invalid',
    );
    expect(resetOtpSchema.safeParse({ otp: '1' }).error?.issues[0]?.message).toBe(
      'OTP code incorrect',
    );
    expect(resetNewPasswordSchema.safeParse({ password: '1' }).error?.issues[0]?.message).toBe(
      'minimum 6 characters',
    );
    expect(resetNewPasswordSchema.safeParse({ password: 'Matkhau2' }).success).toBe(true);
  });
});

describe('the reset numbers (000 §9)', () => {
  it.each([
    ['000 §9 "Forgotten-password reset: new password: minimum 6"', [RESET_PASSWORD_MIN], [6]],
    [
      '000 §9 "OTP: minimum 4 digits; resend timer 60 seconds (m:ss); default country code 84"',
      [OTP_MIN_DIGITS, OTP_RESEND_SECONDS, DEFAULT_COUNTRY_CODE],
      [4, 60, '84'],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
