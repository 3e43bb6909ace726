import { groupThousands, WITHDRAW_BALANCE_FACTOR } from '../money';
import {
  WITHDRAW_ABOVE_MAX,
  AMOUNT_REQUIRED,
  WITHDRAW_BELOW_MIN,
  WITHDRAW_INSUFFICIENT,
} from '../messages';
import { formSchema, isDigits } from './common';
import { amountRefusal } from './amount-text';

/** 001 §9 "Signed-in withdraw: maximum 15,000,000 (fixed, and also the initial default maximum)" */
export const WITHDRAW_PAGE_MAX = 15_000_000;
/** 001 §9 "The minimum defaults to 1 before the limits call returns" */
export const WITHDRAW_PAGE_DEFAULT_MIN = 1;

export interface WithdrawLimits {
  minimum: number;
  maximum: number;
}

/**
 * 001 §9 "Signed-in withdraw: maximum 15,000,000 (fixed, and also the initial default maximum). The
 * minimum defaults to 1 before the limits call returns".
 */
export function withdrawLimits(
  answer?: {
    minimum?: number | null;
    maximum?: number | null;
  } | null,
): WithdrawLimits {
  return {
    minimum: answer?.minimum ?? WITHDRAW_PAGE_DEFAULT_MIN,
    maximum: answer?.maximum ?? WITHDRAW_PAGE_MAX,
  };
}

/** 001 §5 "The placeholder shows the minimum and maximum from the limits call." e.g. '150 ~ 15,000,000'. */
export function withdrawPlaceholder(limits: WithdrawLimits): string {
  return `${groupThousands(limits.minimum)} ~ ${groupThousands(limits.maximum)}`;
}

/**
 * 001 §5 signed-in amount (points): "'Vui lòng nhập số tiền' when empty; 'Số tiền rút tối thiểu từ
 * 150 trở lên' when under the minimum; 'Số tiền rút vượt quá giới hạn 100,000 triệu' when above
 * 15,000,000; 'Bạn không có đủ số dư để thực hiện giao dịch này' when out of range or above balance."
 * The balance is the main balance in thousands; the check is amount × 30 ≤ balance (docs/decisions.md).
 * §5 "numeric only, at most 9 characters": a text that is not is refused in words (`amountRefusal`).
 */
export function validateWithdrawPageAmount(
  raw: string,
  limits: WithdrawLimits,
  balanceThousands: number,
): string | null {
  const refused = amountRefusal(raw, 'withdraw');
  if (refused !== null) return refused;
  const amount = Number(raw);
  if (amount === 0) return AMOUNT_REQUIRED;
  if (amount < limits.minimum) return WITHDRAW_BELOW_MIN;
  if (amount > WITHDRAW_PAGE_MAX) return WITHDRAW_ABOVE_MAX;
  if (amount > limits.maximum || amount * WITHDRAW_BALANCE_FACTOR > balanceThousands) {
    return WITHDRAW_INSUFFICIENT;
  }
  return null;
}

/**
 * 001 §5 "Next is allowed only when the amount is at least 1, at most 15,000,000, has no decimal
 * point, and is not above the balance. The advance check compares against 30 times the balance."
 */
export function canAdvanceWithdraw(
  raw: string,
  limits: WithdrawLimits,
  balanceThousands: number,
): boolean {
  return isDigits(raw) && validateWithdrawPageAmount(raw, limits, balanceThousands) === null;
}

export function withdrawPageSchema(limits: WithdrawLimits, balanceThousands: number) {
  return formSchema<'amount', { amount: string }>({
    amount: (v) => validateWithdrawPageAmount(v.amount, limits, balanceThousands),
  });
}
