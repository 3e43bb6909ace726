import { DEPOSIT_PAGE_MAX, DEPOSIT_PAGE_MIN, INITIAL_DEPOSIT_DEFAULT_AMOUNT } from '../constants';
import { formSchema } from './common';
import { type AmountBounds, validateDepositAmount } from './deposit-modal';

/** 000 §5 "On the page the bound is 500 to 150000 in thousands" */
export const DEPOSIT_PAGE_BOUNDS: AmountBounds = { min: DEPOSIT_PAGE_MIN, max: DEPOSIT_PAGE_MAX };

/** 000 §5 "the initial deposit default amount is 500" — with the `initial` query; otherwise empty. */
export function depositPageDefaultAmount(initial: boolean): string {
  return initial ? String(INITIAL_DEPOSIT_DEFAULT_AMOUNT) : '';
}

/** 000 §5 deposit amount on the page: same rule as the modal, bound 500 to 150000 unless the method gives its own. */
export function validateDepositPageAmount(
  amount: string,
  bounds: AmountBounds = DEPOSIT_PAGE_BOUNDS,
): string | null {
  return validateDepositAmount(amount, bounds);
}

export function depositPageSchema(bounds: AmountBounds = DEPOSIT_PAGE_BOUNDS) {
  return formSchema<'amount', { amount: string }>({
    amount: (v) => validateDepositPageAmount(v.amount, bounds),
  });
}
