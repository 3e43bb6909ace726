import {
  PHONE_10_CHARS,
  WITHDRAW_ABOVE_MAX,
  AMOUNT_REQUIRED,
  WITHDRAW_BELOW_MIN,
  WITHDRAW_INSUFFICIENT,
  WITHDRAW_NO_BANK,
} from '../messages';
import { WITHDRAW_BALANCE_FACTOR } from '../money';
import { amountRefusal } from './amount-text';
import { digitsOnly, formSchema, isDigits, PHONE_LENGTH } from './common';

/** 001 §9 "Visitor withdraw: … minimum 150, maximum 100000" */
export const VISITOR_WITHDRAW_MIN = 150;
/** 001 §9 "Visitor withdraw: … minimum 150, maximum 100000" */
export const VISITOR_WITHDRAW_MAX = 100_000;

/** 001 §5 "Phone: numeric." */
export function sanitizeVisitorWithdrawPhone(value: string): string {
  return digitsOnly(value);
}

/** 001 §5 "Phone: numeric. If not empty and not 10 characters: 'Vui lòng nhập 10 ký tự'." */
export function validateVisitorWithdrawPhone(phone: string): string | null {
  return phone === '' || phone.length === PHONE_LENGTH ? null : PHONE_10_CHARS;
}

/** 001 §4 "at exactly 10 characters a bank lookup runs" */
export function shouldLookUpBanks(phone: string): boolean {
  return isDigits(phone) && phone.length === PHONE_LENGTH;
}

/** 001 §5 "Without a chosen bank the message is 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'" */
export function validateVisitorWithdrawBank(
  bankId: number | string | null | undefined,
): string | null {
  return bankId === null || bankId === undefined || bankId === '' ? WITHDRAW_NO_BANK : null;
}

/**
 * 001 §5 visitor amount (thousands): "Empty or zero gives 'Vui lòng nhập số tiền'. Under 150 gives
 * 'Số tiền rút tối thiểu từ 150 trở lên'. Above 100000 gives 'Số tiền rút vượt quá giới hạn 100,000
 * triệu'. An amount above 30 times the user balance gives 'Bạn không có đủ số dư để thực hiện giao
 * dịch này'." The balance, when known, is in points (1 point = 30 K); see docs/decisions.md.
 * "Amount: digits only, cut to 9 digits": a text that is not is refused in words, never cut or
 * cleaned (`amountRefusal`, issue 24).
 */
export function validateVisitorWithdrawAmount(
  raw: string,
  balancePoints?: number | null,
): string | null {
  const refused = amountRefusal(raw, 'withdraw');
  if (refused !== null) return refused;
  const amount = Number(raw);
  if (amount === 0) return AMOUNT_REQUIRED;
  if (amount < VISITOR_WITHDRAW_MIN) return WITHDRAW_BELOW_MIN;
  if (amount > VISITOR_WITHDRAW_MAX) return WITHDRAW_ABOVE_MAX;
  if (balancePoints != null && amount > WITHDRAW_BALANCE_FACTOR * balancePoints) {
    return WITHDRAW_INSUFFICIENT;
  }
  return null;
}

/**
 * 001 §3 "Bank lookup record (visitor withdraw): id, bank_name, account_number", as the bank selector
 * names it: the bank and the account's last 4 digits ('Vietcombank •••• 4567'). Anyone may type a
 * phone, so the whole number is not shown (docs/decisions.md); it is still what is sent.
 */
export function lookupBankLabel(bank: { bank_name: string; account_number: string }): string {
  const tail = bank.account_number.slice(-ACCOUNT_TAIL_DIGITS);
  return tail ? `${bank.bank_name} •••• ${tail}` : bank.bank_name;
}

const ACCOUNT_TAIL_DIGITS = 4;

export interface VisitorWithdrawState {
  bankId: number | string | null | undefined;
  phoneLookupValid: boolean;
  amount: string;
  submitting: boolean;
  balancePoints?: number | null;
}

/**
 * Why the visitor's withdraw cannot be sent yet, in the spec's words, or null when it can.
 * 001 §5 "Submit needs a selected bank, a valid phone lookup and an amount from 150 to 100000 with
 * no decimal point." A disabled submit says why (issue 46 §1): the bank first (its message covers
 * the phone), then the amount's own message. Not while submitting: the button says it is working.
 */
export function visitorWithdrawBlocker(state: VisitorWithdrawState): string | null {
  if (state.submitting) return null;
  if (!state.phoneLookupValid) return WITHDRAW_NO_BANK;
  return (
    validateVisitorWithdrawBank(state.bankId) ??
    validateVisitorWithdrawAmount(state.amount, state.balancePoints)
  );
}

/** 001 §4 "The submit button is disabled while submitting or while the inputs are invalid." */
export function canSubmitVisitorWithdraw(state: VisitorWithdrawState): boolean {
  return !state.submitting && visitorWithdrawBlocker(state) === null;
}

export interface VisitorWithdrawForm {
  phone: string;
  bankId: string;
  amount: string;
}

export function visitorWithdrawSchema(balancePoints?: number | null) {
  return formSchema<keyof VisitorWithdrawForm, VisitorWithdrawForm>({
    phone: (v) => validateVisitorWithdrawPhone(v.phone),
    bankId: (v) => validateVisitorWithdrawBank(v.bankId),
    amount: (v) => validateVisitorWithdrawAmount(v.amount, balancePoints),
  });
}
