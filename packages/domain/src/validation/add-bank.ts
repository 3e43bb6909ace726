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
 * 001 §5 "The holder name is required … After spaces are removed it must be capital letters only.
 * The hint is 'Tên tài khoản viết IN HOA, không dấu, không có số.'"
 */
export function validateHolderName(name: string): string | null {
  return /^[A-Z]+$/.test(name.replace(/ /g, '')) ? null : HOLDER_NAME_HINT;
}

/** 001 §5 "The bank selection is required." */
export function validateBankName(bankName: string): string | null {
  return bankName.trim() === '' ? BANK_REQUIRED : null;
}

/** 001 §5 "with a max length of 30" — typed characters beyond 30 are cut. */
export function sanitizeAccountNumber(value: string): string {
  return value.slice(0, BANK_ACCOUNT_MAX_DIGITS);
}

/**
 * 001 §5 "The account number is required and numeric only ('Vui lòng chỉ nhập số'), at least 3 digits
 * ('vui lòng nhập nhiều hơn 2 chữ số'), with a max length of 30." 001 §9 "3 to 30 digits".
 */
export function validateAccountNumber(accountNumber: string): string | null {
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
