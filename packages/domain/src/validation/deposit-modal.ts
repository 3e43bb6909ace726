import { groupThousands } from '../money';
import { AMOUNT_REQUIRED, DEPOSIT_PHONE_CHECKING, PHONE_10_CHARS } from '../messages';
import { amountRefusal } from './amount-text';
import { digitsCut, formSchema, isDigits, PHONE_LENGTH } from './common';

export interface AmountBounds {
  /** in thousands */
  min: number;
  /** in thousands */
  max: number;
}

/** 000 §9 "Deposit default bounds: 150 to 150000 (thousands)" */
export const DEPOSIT_DEFAULT_MIN = 150;
/** 000 §9 "Deposit default bounds: 150 to 150000 (thousands)" */
export const DEPOSIT_DEFAULT_MAX = 150_000;

/** 000 §3 "min_deposit_amount (default 150 if absent), max_deposit_amount (default 150000 if absent)" */
export function bankDepositBounds(bank?: {
  min_deposit_amount?: number | null;
  max_deposit_amount?: number | null;
}): AmountBounds {
  return {
    min: bank?.min_deposit_amount ?? DEPOSIT_DEFAULT_MIN,
    max: bank?.max_deposit_amount ?? DEPOSIT_DEFAULT_MAX,
  };
}

/** What the modal reads of a bank to order it: 000 §3 "sort_order (or sorting_order)". */
export interface OrderedBank {
  sort_order?: number | null;
  sorting_order?: number | null;
}

/** What the modal reads of a public payment method to order it and its banks. */
export interface OrderedMethod<B extends OrderedBank> {
  sorting_order?: number | null;
  payment_method_banks: B[];
}

const LAST = Number.MAX_SAFE_INTEGER;
const bankOrder = (bank: OrderedBank) => bank.sort_order ?? bank.sorting_order ?? LAST;
const methodOrder = (method: { sorting_order?: number | null }) => method.sorting_order ?? LAST;

/**
 * 000 §4 "The first method (lowest sorting_order) is selected, and its first bank (by sort order)."
 * The methods and their banks in the order the modal shows them, so that the first of each is the
 * preselection; ties keep the upstream's order. A method without a bank cannot take a deposit and is
 * left out (docs/decisions.md).
 */
export function depositModalChoices<B extends OrderedBank, M extends OrderedMethod<B>>(
  methods: readonly M[],
): M[] {
  return methods
    .filter((method) => method.payment_method_banks.length > 0)
    .map((method) => ({
      ...method,
      payment_method_banks: [...method.payment_method_banks].sort(
        (a, b) => bankOrder(a) - bankOrder(b),
      ),
    }))
    .sort((a, b) => methodOrder(a) - methodOrder(b));
}

/** 000 §5 "Deposit phone (modal): numeric, exactly 10 characters" — digits kept, cut to 10. */
export function sanitizeDepositPhone(value: string): string {
  return digitsCut(value, PHONE_LENGTH);
}

/** 000 §5 "Deposit phone (modal): numeric, exactly 10 characters, else 'Vui lòng nhập 10 ký tự'." */
export function validateDepositPhone(phone: string): string | null {
  return isDigits(phone) && phone.length === PHONE_LENGTH ? null : PHONE_10_CHARS;
}

/** 000 §4 "Phone check: at exactly 10 characters a check runs." */
export function shouldCheckDepositPhone(phone: string): boolean {
  return validateDepositPhone(phone) === null;
}

/** 000 §5 "An out-of-range value opens a tooltip showing 'min ~ max'." e.g. '150 ~ 150,000'. */
export function depositRangeTooltip(bounds: AmountBounds): string {
  return `${groupThousands(bounds.min)} ~ ${groupThousands(bounds.max)}`;
}

/** True when the typed thousands are a whole number within the bounds. */
export function isDepositAmountInRange(amount: string, bounds: AmountBounds): boolean {
  if (!isDigits(amount)) return false;
  const value = Number(amount);
  return value >= bounds.min && value <= bounds.max;
}

/**
 * 000 §5 "Deposit amount: digits only, in thousands, no decimal point ('Vui lòng chỉ nhập số không có
 * giá trị thập phân'), a whole number between the method's or bank's min and max. … An out-of-range
 * value opens a tooltip showing 'min ~ max'." An empty amount is out of range too. A character
 * other than a digit is named first (`amountRefusal`).
 */
export function validateDepositAmount(amount: string, bounds: AmountBounds): string | null {
  const refused = amountRefusal(amount, 'deposit');
  if (refused !== null) return refused;
  // Nothing typed is said as such, not as the range (issue 46 §1; docs/decisions.md).
  if (amount === '') return AMOUNT_REQUIRED;
  return isDepositAmountInRange(amount, bounds) ? null : depositRangeTooltip(bounds);
}

export interface DepositModalState {
  paymentMethodChosen: boolean;
  phoneError: string | null;
  phoneValidated: boolean;
  submitting: boolean;
  amount: string;
  bounds: AmountBounds;
}

/**
 * Why the deposit modal cannot be sent yet, in the spec's words, or null when it can (issue 46 §1
 * "Every disabled submit says why"): the phone's message (the form's, then the upstream's), the
 * check still running, then the amount's own message (000 §5 "'min ~ max'" for the current bank).
 * Not while submitting: the button says it is working.
 */
export function depositModalBlocker(state: DepositModalState): string | null {
  if (state.submitting) return null;
  if (state.phoneError !== null) return state.phoneError;
  if (!state.phoneValidated) return DEPOSIT_PHONE_CHECKING;
  return validateDepositAmount(state.amount, state.bounds);
}

/**
 * 000 §5 "Deposit modal submit is enabled only when a payment method is chosen, there is no phone
 * error, the phone has been validated, no request is in flight, and the amount is set and in range."
 */
export function canSubmitDepositModal(state: DepositModalState): boolean {
  return state.paymentMethodChosen && !state.submitting && depositModalBlocker(state) === null;
}

export interface DepositModalForm {
  phone: string;
  amount: string;
}

/** The deposit modal form for the chosen bank's bounds. */
export function depositModalSchema(bounds: AmountBounds = bankDepositBounds()) {
  return formSchema<keyof DepositModalForm, DepositModalForm>({
    phone: (v) => validateDepositPhone(v.phone),
    amount: (v) => validateDepositAmount(v.amount, bounds),
  });
}
