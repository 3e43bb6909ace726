import { formSchema } from './common';
import { type AmountBounds, validateDepositAmount } from './deposit-modal';

/** 000 §9 "page bound 500 to 150000" */
export const DEPOSIT_PAGE_MIN = 500;
/** 000 §9 "page bound 500 to 150000" */
export const DEPOSIT_PAGE_MAX = 150_000;

/** 000 §5 "On the page the bound is 500 to 150000 in thousands" */
export const DEPOSIT_PAGE_BOUNDS: AmountBounds = { min: DEPOSIT_PAGE_MIN, max: DEPOSIT_PAGE_MAX };

/** 000 §9 "Initial deposit default amount: 500 (thousand)" */
export const INITIAL_DEPOSIT_DEFAULT_AMOUNT = 500;

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

/** A payment method's or bank's own limits, in thousands; either may be missing. */
export interface ProviderLimits {
  min_deposit_amount?: number | null;
  max_deposit_amount?: number | null;
}

/**
 * The amount bound on the page (000 §5 "a whole number between the method's or bank's min and max
 * … On the page the bound is 500 to 150000"): the bank's limit when it gives one, else the
 * method's, kept inside the page bound. A provider whose range lies wholly outside the page bound
 * keeps its own, so its range is never an impossible '500 ~ 300'; limits that contradict each
 * other (min above max) are ignored (docs/decisions.md).
 */
export function depositPageBounds(method?: ProviderLimits, bank?: ProviderLimits): AmountBounds {
  const own = {
    min: bank?.min_deposit_amount ?? method?.min_deposit_amount ?? DEPOSIT_PAGE_MIN,
    max: bank?.max_deposit_amount ?? method?.max_deposit_amount ?? DEPOSIT_PAGE_MAX,
  };
  const kept = {
    min: Math.max(own.min, DEPOSIT_PAGE_MIN),
    max: Math.min(own.max, DEPOSIT_PAGE_MAX),
  };
  if (kept.min <= kept.max) return kept;
  return own.min <= own.max ? own : DEPOSIT_PAGE_BOUNDS;
}

export function depositPageSchema(bounds: AmountBounds = DEPOSIT_PAGE_BOUNDS) {
  return formSchema<'amount', { amount: string }>({
    amount: (v) => validateDepositPageAmount(v.amount, bounds),
  });
}
