import { PASSWORD_RULE_MESSAGE } from '../messages';

/** 000 §9 "Register and change password: 8 to 12, with upper, lower and digit" */
export const PASSWORD_MIN = 8;
/** 000 §9 "Register and change password: 8 to 12, with upper, lower and digit" */
export const PASSWORD_MAX = 12;

/** One character as a person sees it: a base character with the marks typed after it ('ậ' as a + ̣ + ̂). */
const SEEN_CHARACTER = /\P{M}\p{M}*|\p{M}+/gu;
const LETTER_OR_DIGIT = /^[A-Za-z0-9]$/;

/**
 * 000 §5 "Register and reset password: only letters and digits are kept". What the player typed,
 * split into what is kept and the characters refused (each once, in the order typed, as seen:
 * 'ậ' is one refused character whether it arrived composed or as a letter plus marks).
 */
export function splitPassword(typed: string): { kept: string; refused: string[] } {
  let kept = '';
  const refused: string[] = [];
  for (const seen of typed.match(SEEN_CHARACTER) ?? []) {
    if (LETTER_OR_DIGIT.test(seen)) kept += seen;
    else {
      const shown = seen.normalize('NFC');
      if (!refused.includes(shown)) refused.push(shown);
    }
  }
  return { kept, refused };
}

/** 000 §5 "Register and reset password: only letters and digits are kept" */
export function sanitizePassword(value: string): string {
  return splitPassword(value).kept;
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
