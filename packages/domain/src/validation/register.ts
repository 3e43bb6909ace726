import {
  CAPTCHA_INVALID,
  PHONE_10_CHARS,
  PHONE_BAD_FORMAT,
  PHONE_TOO_LONG,
  REGISTER_CONFIRM_MISMATCH,
} from '../messages';
import { digitsOnly, formSchema, PHONE_LENGTH } from './common';
import { validateStrongPassword } from './password';

/**
 * 000 §9 "Captcha words: 4 fixed words". The words are not in the spec; see docs/decisions.md.
 */
export const CAPTCHA_WORDS = ['VN88', 'GA79', 'K8WIN', 'LUCKY9'] as const;

/** 000 §5 "Register phone: digits only" — non-digits are dropped as typed; length is left to the rule. */
export function sanitizeRegisterPhone(value: string): string {
  return digitsOnly(value);
}

/**
 * 000 §5 "Register phone: digits only, maximum 10 ('Độ dài số điện thoại quá mức, chỉ nhập 10 chữ
 * số.'), must start with 0 ('Sai quy cách SĐT'), fewer than 10 gives 'Vui lòng nhập 10 ký tự'."
 */
export function validateRegisterPhone(phone: string): string | null {
  if (phone.length > PHONE_LENGTH) return PHONE_TOO_LONG;
  if (phone.length > 0 && !phone.startsWith('0')) return PHONE_BAD_FORMAT;
  if (phone.length < PHONE_LENGTH) return PHONE_10_CHARS;
  return /^\d+$/.test(phone) ? null : PHONE_BAD_FORMAT;
}

/** 000 §5 "Confirmation must match ('Mật khẩu xác nhận không khớp với mật khẩu.')" */
export function validateRegisterConfirm(password: string, confirm: string): string | null {
  return password === confirm ? null : REGISTER_CONFIRM_MISMATCH;
}

/** 000 §5 "an image whose typed text must match one of 4 fixed words" — the word shown, picked by `random` in [0, 1). */
export function pickCaptchaWord(random: number): string {
  const index = Math.min(
    CAPTCHA_WORDS.length - 1,
    Math.max(0, Math.floor(random * CAPTCHA_WORDS.length)),
  );
  return CAPTCHA_WORDS[index] as string;
}

/**
 * A new captcha word, never the one shown now (`current`, null for the first): a refresh must
 * visibly change the picture. The register and agency forms draw theirs with it.
 */
export function nextCaptchaWord(
  current: string | null,
  random: () => number = Math.random,
): string {
  let word = pickCaptchaWord(random());
  while (word === current) word = pickCaptchaWord(random());
  return word;
}

/**
 * 000 §5 "typed text must match one of 4 fixed words, case-insensitively, else 'Mã xác nhận không
 * hợp lệ'". Trimmed, as the agency captcha is: a phone keyboard adds a space after a word, and no
 * word has one (docs/decisions.md).
 */
export function validateRegisterCaptcha(typed: string, shownWord: string): string | null {
  return typed.trim().toLowerCase() === shownWord.toLowerCase() ? null : CAPTCHA_INVALID;
}

export interface RegisterForm {
  phone: string;
  password: string;
  confirm: string;
  captcha: string;
}

/** The register form; `shownWord` is the captcha word currently in the image. */
export function registerSchema(shownWord: string) {
  return formSchema<keyof RegisterForm, RegisterForm>({
    phone: (v) => validateRegisterPhone(v.phone),
    password: (v) => validateStrongPassword(v.password),
    confirm: (v) => validateRegisterConfirm(v.password, v.confirm),
    captcha: (v) => validateRegisterCaptcha(v.captcha, shownWord),
  });
}
