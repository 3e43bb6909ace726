import type { TransactionDetail } from '@wallet/api';
import {
  DETAIL_ACCOUNT_NAME_LABEL,
  DETAIL_ACCOUNT_NUMBER_LABEL,
  DETAIL_AMOUNT_LABEL,
  DETAIL_BANK_LABEL,
  DETAIL_ID_LABEL,
  DETAIL_NOTE_LABEL,
  DETAIL_STATUS_LABEL,
  DETAIL_TIME_LABEL,
  DETAIL_TYPE_LABEL,
  formatTransactionAmount,
  formatVietnamTime,
  TRANSACTIONS_TAB_DEPOSIT,
  TRANSACTIONS_TAB_WITHDRAW,
  transactionStatus,
} from '@wallet/domain';
import { Money, type DetailItem } from '@wallet/ui';

/**
 * 001 §3 "Transaction (detail)" as a read-only list, labels ours (docs/decisions.md). A field the
 * upstream left empty is left out rather than shown blank.
 */
export function detailItems(detail: TransactionDetail): DetailItem[] {
  const time = detail.transaction_created_time
    ? formatVietnamTime(detail.transaction_created_time)
    : '';
  const items: DetailItem[] = [
    { label: DETAIL_ID_LABEL, value: detail.transaction_id, copyText: detail.transaction_id },
    {
      label: DETAIL_TYPE_LABEL,
      value:
        detail.transaction_purpose === 'deposit'
          ? TRANSACTIONS_TAB_DEPOSIT
          : TRANSACTIONS_TAB_WITHDRAW,
    },
    { label: DETAIL_AMOUNT_LABEL, value: <Money>{formatTransactionAmount(detail.amount)}</Money> },
    { label: DETAIL_TIME_LABEL, value: time },
    { label: DETAIL_STATUS_LABEL, value: transactionStatus(detail.is_approved).label },
    { label: DETAIL_BANK_LABEL, value: detail.bank_name },
    { label: DETAIL_ACCOUNT_NAME_LABEL, value: detail.bank_account_name },
    { label: DETAIL_ACCOUNT_NUMBER_LABEL, value: detail.bank_account_number },
    { label: DETAIL_NOTE_LABEL, value: detail.note ?? '' },
  ];
  return items.filter((item) => item.value !== '');
}
