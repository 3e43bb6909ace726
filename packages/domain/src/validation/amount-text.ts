import {
  AMOUNT_NEGATIVE,
  AMOUNT_NO_COMMA,
  AMOUNT_TOO_LONG,
  DEPOSIT_NO_DECIMALS,
  DIGITS_ONLY,
} from '../messages';

/**
 * The six amount fields by their character rules: deposit (page and modal) and withdraw (page and
 * modal) take whole numbers, withdraw at most 9 characters; the game transfers (Da Ga and the
 * others) take one decimal point, which `validateGameTransferAmount` judges in the spec's order.
 */
export type AmountKind = 'deposit' | 'withdraw' | 'game';

/**
 * What an amount field holds after a keystroke or a paste: the text as typed, without the spaces
 * at its ends (they change no amount). Nothing inside is dropped: dropping '.' from '150.5' sent
 * ten times the amount, '-' from '-500' a different one (issue 24).
 */
export function amountText(typed: string): string {
  return typed.trim();
}

/** 001 §9 "Visitor withdraw: … amount at most 9 digits" */
export const WITHDRAW_AMOUNT_MAX_DIGITS = 9;

// ASCII hyphen-minus, the minus sign and the dashes a phone keyboard or a document may give.
const MINUS = /[-\u2212\u2013\u2014]/;

/**
 * Why the field's text is not an amount it takes, or null. Checked before any other rule, so the
 * message names the character, and a text with one is never sent (issue 24 "A character an amount
 * field refuses never changes the amount silently … and says why").
 * - 000 §5 "Deposit amount: digits only, in thousands, no decimal point ('Vui lòng chỉ nhập số
 *   không có giá trị thập phân')"; 001 §5 withdraw "has no decimal point" (same text, ours).
 * - 001 §5 withdraw "at most 9 characters (extra are cut off)": the text is kept and said.
 */
export function amountRefusal(text: string, kind: AmountKind): string | null {
  if (MINUS.test(text)) return AMOUNT_NEGATIVE;
  if (text.includes(',')) return AMOUNT_NO_COMMA;
  const points = text.split('.').length - 1;
  if (/[^\d.]/.test(text) || points > 1) return DIGITS_ONLY;
  if (points === 1 && kind !== 'game') return DEPOSIT_NO_DECIMALS;
  if (kind === 'withdraw' && text.length > WITHDRAW_AMOUNT_MAX_DIGITS) return AMOUNT_TOO_LONG;
  return null;
}

/**
 * The amount a field's text stands for, or 0 while the text is refused or empty: what a line such
 * as 'Thực tế' may show, so it never shows a figure that cannot be sent.
 */
export function acceptedAmount(text: string, kind: AmountKind): number {
  return amountRefusal(text, kind) === null ? Number(text) || 0 : 0;
}
