import { RECEIPT_DEPOSIT_TITLE, RECEIPT_WITHDRAW_TITLE } from './messages/transactions';
import { transactionStatus } from './status';

/** 001 §2 transactions: "deposit 'Nạp Tiền' (value 1) and withdraw 'Rút Tiền' (value 2)" */
export const TRANSACTION_PURPOSE = { deposit: 1, withdraw: 2 } as const;

/** A tab of the history: deposit 1, withdraw 2 (001 §2). */
export type TransactionTab = (typeof TRANSACTION_PURPOSE)[keyof typeof TRANSACTION_PURPOSE];
export type TransactionPurpose = keyof typeof TRANSACTION_PURPOSE;

/** The query value that selects the withdraw tab (001 §2 "?tab=withdraw"). */
const WITHDRAW_TAB_PARAM = 'withdraw';

/**
 * 001 §2 "A query string ?tab=withdraw selects the withdraw tab." Anything else, or none, is the
 * deposit tab, the first.
 */
export function transactionTab(tabParam: string | null | undefined): TransactionTab {
  return tabParam === WITHDRAW_TAB_PARAM
    ? TRANSACTION_PURPOSE.withdraw
    : TRANSACTION_PURPOSE.deposit;
}

/** The `tab` query value for a tab: 'withdraw', or null for the deposit tab (the plain address). */
export function transactionTabParam(tab: TransactionTab): string | null {
  return tab === TRANSACTION_PURPOSE.withdraw ? WITHDRAW_TAB_PARAM : null;
}

/** 001 §2 tabs "deposit … (value 1) and withdraw … (value 2)": the tab a transaction is listed under. */
export function tabOfPurpose(purpose: TransactionPurpose): TransactionTab {
  return TRANSACTION_PURPOSE[purpose];
}

/**
 * The `{id}` of /transections/{id} as the number the detail call takes, or null when it is not
 * one (a typed or garbled address): the page says "not found" without asking the upstream.
 */
export function transactionIdParam(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** What /transections/{id} shows for a record. */
export type TransactionDetailView = 'payment' | 'qr' | 'details' | 'none';

/**
 * 001 §2 Transaction detail: "A pending deposit with a redirect flag shows the redirect payment
 * view. A pending deposit without a redirect shows a QR and bank transfer details … Otherwise a
 * read-only detail list is shown. A rejected transaction renders no content in this view."
 */
export function transactionDetailView(record: {
  purpose: TransactionPurpose;
  isApproved: unknown;
  isRedirect: boolean;
}): TransactionDetailView {
  const { tone } = transactionStatus(record.isApproved);
  if (tone === 'rejected') return 'none';
  if (record.purpose === 'deposit' && tone === 'pending') {
    return record.isRedirect ? 'payment' : 'qr';
  }
  return 'details';
}

/**
 * Issue 47 §2 "Once approved, the player sees a receipt … for a withdrawal too. From the history's
 * detail as well": the receipt's title for an approved record, null for any other.
 */
export function receiptTitle(record: {
  purpose: TransactionPurpose;
  isApproved: unknown;
}): string | null {
  if (transactionStatus(record.isApproved).tone !== 'approved') return null;
  return record.purpose === 'deposit' ? RECEIPT_DEPOSIT_TITLE : RECEIPT_WITHDRAW_TITLE;
}
