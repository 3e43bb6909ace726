import type { ReactNode } from 'react';
import {
  formatTransactionAmount,
  STATUS_APPROVED,
  STATUS_PENDING,
  STATUS_PROCESSING,
  STATUS_REJECTED,
  TRANSACTIONS_EMPTY,
  type TransactionTone,
} from '@wallet/domain';
import { Money } from '../money-mask/MoneyMask';
import { cx } from '../shared/cx';
import { plainLink, type RenderLink } from '../shared/link';
import './TransactionRow.css';

/** The labels the spec gives each status; the shell may pass the domain's label instead. */
export const TRANSACTION_STATUS_LABEL: Record<TransactionTone, string> = {
  pending: STATUS_PENDING,
  approved: STATUS_APPROVED,
  rejected: STATUS_REJECTED,
  processing: STATUS_PROCESSING,
};

export interface TransactionRowProps {
  id: string | number;
  /** Whole VND; shown grouped. */
  amount: number;
  /** The date as the shell formats it. */
  date: string;
  tone: TransactionTone;
  statusLabel?: string;
  /** Detail address; rejected rows never link. */
  href?: string;
  renderLink?: RenderLink;
  /** Under the row, its full width: a rejected row's reason control (`RejectionReason`). */
  aside?: ReactNode;
}

/** One transaction: amount, date, status label and colour; rejected rows are not clickable. */
export function TransactionRow({
  amount,
  date,
  tone,
  statusLabel = TRANSACTION_STATUS_LABEL[tone],
  href,
  renderLink = plainLink,
  aside,
}: TransactionRowProps) {
  const cells = (
    <>
      <span className="ui-tx__amount">
        <Money>{formatTransactionAmount(amount)}</Money>
      </span>
      <span className="ui-tx__date">{date}</span>
      <span className={cx('ui-tx__status', `is-${tone}`)}>{statusLabel}</span>
    </>
  );
  const link = tone !== 'rejected' ? href : undefined;
  return (
    <li className={cx('ui-tx', !link && 'is-static')}>
      {link ? (
        renderLink({ href: link, className: 'ui-tx__link', children: cells })
      ) : (
        <div className="ui-tx__link">{cells}</div>
      )}
      {aside}
    </li>
  );
}

export interface TransactionListProps {
  children?: ReactNode;
  empty?: boolean;
  loading?: boolean;
  emptyText?: string;
  /** A way out under the empty text (a filter that emptied the list: 'Bỏ lọc'). */
  emptyAction?: ReactNode;
}

/** The list with its column heads and the empty text 'Không có giao dịch'. */
export function TransactionList({
  children,
  empty = false,
  loading = false,
  emptyText = TRANSACTIONS_EMPTY,
  emptyAction,
}: TransactionListProps) {
  return (
    <div className="ui-tx-list" aria-busy={loading || undefined}>
      <div className="ui-tx__link ui-tx-list__head" aria-hidden="true">
        <span>Số tiền</span>
        <span>Ngày</span>
        <span>Trạng thái</span>
      </div>
      {loading ? (
        <p className="ui-tx-list__note" role="status">
          <span className="ui-spinner" aria-hidden="true" />{' '}
          <span className="visually-hidden">Đang tải</span>
        </p>
      ) : empty ? (
        <div className="ui-tx-list__note">
          <p className="ui-tx-list__empty">{emptyText}</p>
          {emptyAction}
        </div>
      ) : (
        <ul className="ui-tx-list__rows">{children}</ul>
      )}
    </div>
  );
}
