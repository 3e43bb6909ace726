import { PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { PASSWORD_RULE_MESSAGE } from '../messages';

/** 000 §5 "Register and reset password: only letters and digits are kept" */
export function sanitizePassword(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '');
}

/**
 * 000 §5 "needs an uppercase letter, a lowercase letter and a digit, length 8 to 12, no special
 * characters or spaces" (register and the change-password modal; 000 §9 "8 to 12, with upper, lower
 * and digit").
 */
export function validateStrongPassword(password: string): string | null {
  const ok =
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /^[A-Za-z0-9]+$/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password);
  return ok ? null : PASSWORD_RULE_MESSAGE;
}
