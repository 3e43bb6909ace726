import {
  AGENCY_CONFIRM_MISMATCH,
  AGENCY_NAME_REQUIRED,
  AGENCY_PASSWORD_LENGTH,
  AGENCY_PHONE_10_DIGITS,
  CAPTCHA_INVALID,
  PHONE_BAD_FORMAT,
} from '../messages';
import { digitsOnly, formSchema, isDigits, PHONE_LENGTH } from './common';

/** 001 §9 "Agency: phone exactly 10 digits; password 8 to 13 characters" */
export const AGENCY_PASSWORD_MIN = 8;
/** 001 §9 "Agency: phone exactly 10 digits; password 8 to 13 characters" */
export const AGENCY_PASSWORD_MAX = 13;
/** 001 §9 "Agency: … countdown 60 seconds after submit" */
export const AGENCY_COUNTDOWN_SECONDS = 60;
/** 001 §9 "Agency: … staff contact within 48 hours" */
export const AGENCY_CONTACT_HOURS = 48;

/** 001 §5 "The phone must be exactly 10 digits" — non-digits are dropped as typed. */
export function sanitizeAgencyPhone(value: string): string {
  return digitsOnly(value);
}

/**
 * 001 §5 "The phone must be exactly 10 digits ('Vui lòng nhập 10 chữ số cho số điện thoại'). The
 * first-digit check gives 'Sai quy cách SĐT'." The first digit must be 0; it is checked first.
 */
export function validateAgencyPhone(phone: string): string | null {
  if (phone.length > 0 && !phone.startsWith('0')) return PHONE_BAD_FORMAT;
  return isDigits(phone) && phone.length === PHONE_LENGTH ? null : AGENCY_PHONE_10_DIGITS;
}

/** 001 §5 "The phone is checked for existing registration on blur." — only a well-formed phone is checked. */
export function shouldCheckAgencyPhone(phone: string): boolean {
  return validateAgencyPhone(phone) === null;
}

/** 001 §5 "The password must be 8 to 13 characters ('Mật khẩu phải có từ 8 đến 13 ký tự')." */
export function validateAgencyPassword(password: string): string | null {
  return password.length >= AGENCY_PASSWORD_MIN && password.length <= AGENCY_PASSWORD_MAX
    ? null
    : AGENCY_PASSWORD_LENGTH;
}

/** 001 §5 "Confirm password must equal the password ('Mật khẩu không phù hợp.')." */
export function validateAgencyConfirm(password: string, confirm: string): string | null {
  return password === confirm ? null : AGENCY_CONFIRM_MISMATCH;
}

/** 001 §5 "The captcha, trimmed and compared case-insensitively, must match, else 'Mã xác nhận không hợp lệ'." */
export function validateAgencyCaptcha(typed: string, expected: string): string | null {
  return typed.trim().toLowerCase() === expected.trim().toLowerCase() ? null : CAPTCHA_INVALID;
}

/** 001 §5 "The name is required." */
export function validateAgencyName(name: string): string | null {
  return name.trim() === '' ? AGENCY_NAME_REQUIRED : null;
}

export interface AgencyForm {
  name: string;
  phone: string;
  password: string;
  confirm: string;
  captcha: string;
}

/** The agency form; `expectedCaptcha` is the captcha text currently shown. */
export function agencySchema(expectedCaptcha: string) {
  return formSchema<keyof AgencyForm, AgencyForm>({
    name: (v) => validateAgencyName(v.name),
    phone: (v) => validateAgencyPhone(v.phone),
    password: (v) => validateAgencyPassword(v.password),
    confirm: (v) => validateAgencyConfirm(v.password, v.confirm),
    captcha: (v) => validateAgencyCaptcha(v.captcha, expectedCaptcha),
  });
}
