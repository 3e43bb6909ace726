import {
  ACCOUNT_NUMBER_TOO_SHORT,
  BANK_REQUIRED,
  DIGITS_ONLY,
  HOLDER_NAME_HINT,
} from '../messages';
import { formSchema, isDigits } from './common';

/** 001 §9 "Bank account number: 3 to 30 digits." */
export const BANK_ACCOUNT_MIN_DIGITS = 3;
/** 001 §9 "Bank account number: 3 to 30 digits." */
export const BANK_ACCOUNT_MAX_DIGITS = 30;

/**
 * 001 §5 "The holder name is … forced to upper case, and only letters and spaces are accepted as
 * typed." Letters with diacritics are kept so that the rule can tell the player to drop them.
 */
export function sanitizeHolderName(value: string): string {
  return value.toUpperCase().replace(/[^\p{L} ]/gu, '');
}

/**
 * The holder name as bank accounts hold it, which is what is sent: Vietnamese diacritics dropped
 * ('Đ' read as 'D'), upper case, one space between words ('Lê Văn Mới' → 'LE VAN MOI'). Bank apps
 * normalise a typed name the same way and show the result (issue 46 §1; docs/decisions.md).
 */
export function holderNameToSend(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .trim()
    .replace(/ +/g, ' ');
}

/**
 * 001 §5 "The holder name is required … After spaces are removed it must be capital letters only.
 * The hint is 'Tên tài khoản viết IN HOA, không dấu, không có số.'" Judged on what is sent: a name
 * typed with diacritics is sent without them, so it is not refused for them.
 */
export function validateHolderName(name: string): string | null {
  return /^[A-Z]+$/.test(holderNameToSend(name).replace(/ /g, '')) ? null : HOLDER_NAME_HINT;
}

/** 001 §5 "The bank selection is required." */
export function validateBankName(bankName: string): string | null {
  return bankName.trim() === '' ? BANK_REQUIRED : null;
}

/** The spaces, dots and dashes a number is grouped with ('0123 456 789', '0123-456-789'). */
const GROUPING = /[\s.-]/g;

/** The account number as it is sent: its digits, without the grouping it was typed or pasted with. */
export function accountNumberToSend(typed: string): string {
  return typed.replace(GROUPING, '');
}

/**
 * 001 §5 "with a max length of 30" — what is typed past 30 digits is cut; the grouping a number is
 * pasted with does not count.
 */
export function sanitizeAccountNumber(value: string): string {
  let digits = 0;
  let end = 0;
  for (const char of value) {
    if (!/[\s.-]/.test(char)) digits += 1;
    if (digits > BANK_ACCOUNT_MAX_DIGITS) break;
    end += char.length;
  }
  return value.slice(0, end);
}

/**
 * 001 §5 "The account number is required and numeric only ('Vui lòng chỉ nhập số'), at least 3 digits
 * ('vui lòng nhập nhiều hơn 2 chữ số'), with a max length of 30." 001 §9 "3 to 30 digits". Judged on
 * what is sent (`accountNumberToSend`): grouping is not a mistake, a letter is.
 */
export function validateAccountNumber(typed: string): string | null {
  const accountNumber = accountNumberToSend(typed);
  if (accountNumber !== '' && !isDigits(accountNumber)) return DIGITS_ONLY;
  if (accountNumber.length < BANK_ACCOUNT_MIN_DIGITS) return ACCOUNT_NUMBER_TOO_SHORT;
  return accountNumber.length > BANK_ACCOUNT_MAX_DIGITS ? DIGITS_ONLY : null;
}

export interface AddBankForm {
  holderName: string;
  bankName: string;
  accountNumber: string;
}

export const addBankSchema = formSchema<keyof AddBankForm, AddBankForm>({
  holderName: (v) => validateHolderName(v.holderName),
  bankName: (v) => validateBankName(v.bankName),
  accountNumber: (v) => validateAccountNumber(v.accountNumber),
});

/** 001 §5 "Submit is disabled unless all are valid." (and while submitting, 001 §4) */
export function canSubmitAddBank(form: AddBankForm, submitting = false): boolean {
  return !submitting && addBankSchema.safeParse(form).success;
}

/**
 * 001 §4 "Adding is allowed only when the count is below the maximum, or the list is empty and not
 * loading." 001 §9 "The add-bank button is disabled when the count has reached it."
 */
export function canAddBank(state: { count: number; max: number; loading: boolean }): boolean {
  return state.count < state.max || (state.count === 0 && !state.loading);
}
