import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Transaction } from '@wallet/api';
import { formatVietnamTime, transactionStatus } from '@wallet/domain';
import { TransactionList, TransactionRow, type RenderLink } from '@wallet/ui';
import { href } from '../../lib/paths';
import { RejectionReasonControl } from './RejectionReasonControl';

/**
 * A row's link says which list it was tapped on, so the detail's back control can step back to
 * that list as it was (its tab) instead of stacking a new copy (app/AppLayout.tsx).
 */
function useRowLink(): RenderLink {
  const { pathname, search } = useLocation();
  const from = `${pathname}${search}`;
  return ({ href, children, ...rest }) => (
    <Link to={href} state={{ from }} {...rest}>
      {children}
    </Link>
  );
}

/**
 * 001 §2 "Columns are amount, date and status. The empty message is 'Không có giao dịch'. Clicking
 * a row opens /transections/{id}, except rejected rows (is_approved 2), which are not clickable."
 * The upstream's order is kept: it sends the newest first (docs/decisions.md). A rejected row has
 * its 'Lý do' under it (issue 27 §3). `emptyText` and `emptyAction` replace the spec's empty text
 * when a filter, not the account, emptied the list.
 */
export function TransactionRows({
  transactions,
  emptyText,
  emptyAction,
}: {
  transactions: Transaction[];
  emptyText?: string;
  emptyAction?: ReactNode;
}) {
  const rowLink = useRowLink();
  return (
    <TransactionList
      empty={transactions.length === 0}
      emptyText={emptyText}
      emptyAction={emptyAction}
    >
      {transactions.map((transaction) => {
        const status = transactionStatus(transaction.is_approved);
        return (
          <TransactionRow
            key={transaction.id}
            id={transaction.id}
            amount={transaction.transaction_amount}
            // A time the upstream garbled is not shown; the row stays.
            date={transaction.created_at ? formatVietnamTime(transaction.created_at) : ''}
            tone={status.tone}
            statusLabel={status.label}
            href={status.clickable ? href('/transections/:id', { id: transaction.id }) : undefined}
            renderLink={rowLink}
            aside={
              status.tone === 'rejected' ? (
                <RejectionReasonControl id={transaction.id} />
              ) : undefined
            }
          />
        );
      })}
    </TransactionList>
  );
}
