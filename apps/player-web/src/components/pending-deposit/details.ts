import type { DepositResult, TransactionDetail } from '@wallet/api';
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

function transfer(source: Transfer): Omit<PendingDepositDetails, 'statusRef' | 'note'> {
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

/** A deposit's own answer (000 §3 "Deposit result"): the status check takes its transaction_id. */
export function fromDepositResult(result: DepositResult): PendingDepositDetails {
  return { ...transfer(result), statusRef: result.transaction_id, note: result.note };
}

/** A deposit read back from the history (001 §3 "Transaction (detail)"). */
export function fromTransaction(detail: TransactionDetail): PendingDepositDetails {
  return { ...transfer(detail), statusRef: detail.id, note: detail.note ?? detail.transaction_id };
}
