import type { DepositResult, TransactionDetail } from '@wallet/api';
import type { PendingDepositDetails } from './PendingDeposit';

/** A deposit's own answer (000 §3 "Deposit result"): the status check takes its transaction_id. */
export function fromDepositResult(result: DepositResult): PendingDepositDetails {
  return {
    statusRef: result.transaction_id,
    isRedirect: Boolean(result.is_redirect),
    paymentUrl: result.payment_url ?? null,
    paymentQr: result.payment_qr ?? null,
    bankName: result.bank_name,
    bankAccountName: result.bank_account_name,
    bankAccountNumber: result.bank_account_number,
    amount: result.amount,
    note: result.note,
  };
}

/** A deposit read back from the history (001 §3 "Transaction (detail)"). */
export function fromTransaction(detail: TransactionDetail): PendingDepositDetails {
  return {
    statusRef: detail.id,
    isRedirect: Boolean(detail.is_redirect),
    paymentUrl: detail.payment_url ?? null,
    paymentQr: detail.payment_qr ?? null,
    bankName: detail.bank_name,
    bankAccountName: detail.bank_account_name,
    bankAccountNumber: detail.bank_account_number,
    amount: detail.amount,
    note: detail.note ?? detail.transaction_id,
  };
}
