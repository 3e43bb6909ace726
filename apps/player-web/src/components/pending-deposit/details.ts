import type { DepositResult, TransactionDetail } from '@wallet/api';
import { href } from '../../lib/paths';
import type { PendingDepositDetails } from './PendingDeposit';

/** The fields a deposit's answer and its history record share, under the same names. */
type Transfer = Pick<
  DepositResult,
  | 'is_redirect'
  | 'payment_url'
  | 'payment_qr'
  | 'bank_name'
  | 'bank_account_name'
  | 'bank_account_number'
  | 'amount'
>;

function transfer(
  source: Transfer,
): Omit<PendingDepositDetails, 'statusRef' | 'note' | 'returnTo' | 'code' | 'createdAt'> {
  return {
    isRedirect: Boolean(source.is_redirect),
    paymentUrl: source.payment_url ?? null,
    paymentQr: source.payment_qr ?? null,
    bankName: source.bank_name,
    bankAccountName: source.bank_account_name,
    bankAccountNumber: source.bank_account_number,
    amount: source.amount,
  };
}

/**
 * A deposit's own answer (000 §3 "Deposit result"): the status check takes its transaction_id. A
 * bank app returns the player to the history, where 000 §4 sends a paid deposit: the answer does
 * not carry the record's id that /transections/:id takes (docs/decisions.md).
 */
export function fromDepositResult(
  result: DepositResult,
  returnTo: string = href('/transections'),
): PendingDepositDetails {
  return {
    ...transfer(result),
    statusRef: result.transaction_id,
    note: result.note,
    returnTo,
    code: result.transaction_id,
    createdAt: result.transaction_created_time ?? null,
  };
}

/** A deposit read back from the history (001 §3 "Transaction (detail)"). */
export function fromTransaction(detail: TransactionDetail): PendingDepositDetails {
  return {
    ...transfer(detail),
    statusRef: detail.id,
    note: detail.note ?? detail.transaction_id,
    returnTo: href('/transections/:id', { id: detail.id }),
    code: detail.transaction_id,
    createdAt: detail.transaction_created_time ?? null,
  };
}
