import { RESET_OTP_INCORRECT, RESET_PASSWORD_HINT, RESET_PHONE_INVALID } from '../messages';
import { digitsCut, digitsOnly, formSchema, PHONE_LENGTH } from './common';
import { validateStrongPassword } from './password';

/** 000 §9 "OTP: minimum 4 digits"; 001 §9 "OTP minimum 4 digits" */
export const OTP_MIN_DIGITS = 4;
/** 000 §9 "OTP: … resend timer 60 seconds (m:ss)" */
export const OTP_RESEND_SECONDS = 60;
/** 000 §9 "OTP: … default country code 84" */
export const DEFAULT_COUNTRY_CODE = '84';
/** 000 §9 "Forgotten-password reset: new password: minimum 6"; 001 §9 "new password minimum 6 characters" */
export const RESET_PASSWORD_MIN = 6;

/** 000 §5 "Forgotten-password reset: phone numeric, up to 10 digits" */
export function sanitizeResetPhone(value: string): string {
  return digitsCut(value, PHONE_LENGTH);
}

/** 000 §5 "OTP numeric" */
export function sanitizeOtp(value: string): string {
  return digitsOnly(value);
}

/** 000 §5 "send disabled below 10 digits" */
export function canSendOtp(phone: string): boolean {
  return /^\d+$/.test(phone) && phone.length === PHONE_LENGTH;
}

/** 000 §5 "verify disabled below 4 digits" */
export function canVerifyOtp(otp: string): boolean {
  return /^\d+$/.test(otp) && otp.length >= OTP_MIN_DIGITS;
}

/** 000 §5 "New password at least 6 characters …, submit disabled below 6." */
export function canSubmitResetPassword(password: string): boolean {
  return password.length >= RESET_PASSWORD_MIN;
}

/** 000 §5 "failure text 'phone number invalid'" — also what the field shows after a failed send. */
export function validateResetPhone(phone: string): string | null {
  return canSendOtp(phone) ? null : RESET_PHONE_INVALID;
}

/** 000 §5 "failure text 'OTP code incorrect'" — also what the field shows after a failed verify. */
export function validateOtp(otp: string): string | null {
  return canVerifyOtp(otp) ? null : RESET_OTP_INCORRECT;
}

/**
 * 000 §5 "Register and reset password: only letters and digits are kept; needs an uppercase letter,
 * a lowercase letter and a digit, length 8 to 12" and "New password at least 6 characters (hint
 * 'minimum 6 characters')". Both hold: below 6 the spec's 'minimum 6 characters', otherwise the
 * register rule, so that every password a reset accepts can log in (login: "minimum 8").
 * docs/decisions.md quotes both lines.
 */
export function validateResetNewPassword(password: string): string | null {
  if (!canSubmitResetPassword(password)) return RESET_PASSWORD_HINT;
  return validateStrongPassword(password);
}

export const resetPhoneSchema = formSchema<'phone', { phone: string }>({
  phone: (v) => validateResetPhone(v.phone),
});
export const resetOtpSchema = formSchema<'otp', { otp: string }>({
  otp: (v) => validateOtp(v.otp),
});
export const resetNewPasswordSchema = formSchema<'password', { password: string }>({
  password: (v) => validateResetNewPassword(v.password),
});
