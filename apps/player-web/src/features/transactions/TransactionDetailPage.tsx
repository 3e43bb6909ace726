import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getTransactionQuery, type TransactionDetail } from '@wallet/api';
import {
  DETAIL_AMOUNT_LABEL,
  formatTransactionAmount,
  receiptTitle,
  transactionDetailView,
  transactionIdParam,
} from '@wallet/domain';
import { Money, Receipt, TransactionDetailList } from '@wallet/ui';
import { useLoadState, useApi } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';
import { PendingDeposit } from '../../components/pending-deposit/PendingDeposit';
import { fromTransaction } from '../../components/pending-deposit/details';
import { detailItems } from './detail-items';
import { TransactionNotFound } from './TransactionNotFound';
import './TransactionsPage.css';

/**
 * 001 §2 Transaction detail: a pending deposit is paid here (its payment page, or its QR and
 * transfer details, which poll the status); otherwise a read-only list; a rejected transaction
 * renders no content. The header's back control goes to /transections (app/routes.tsx).
 */
function DetailView({ detail }: { detail: TransactionDetail }) {
  const view = transactionDetailView({
    purpose: detail.transaction_purpose,
    isApproved: detail.is_approved,
    isRedirect: Boolean(detail.is_redirect),
  });
  if (view === 'none') return null;
  const title = receiptTitle({
    purpose: detail.transaction_purpose,
    isApproved: detail.is_approved,
  });
  if (title) {
    // Issue 47 §2: an approved move is its receipt, the amount first, then every detail.
    return (
      <Receipt
        title={title}
        amount={<Money>{formatTransactionAmount(detail.amount)}</Money>}
        items={detailItems(detail).filter((item) => item.label !== DETAIL_AMOUNT_LABEL)}
      />
    );
  }
  if (view === 'details') return <TransactionDetailList items={detailItems(detail)} />;
  return <PendingDeposit details={fromTransaction(detail)} />;
}

function LoadedDetail({ id }: { id: number }) {
  const api = useApi();
  const detail = useLoadState(useQuery(getTransactionQuery(api, id)));
  // The upstream's "no such transaction of yours" is an answer, not a failure to retry.
  if (detail.failure?.status === 404) return <TransactionNotFound />;
  return <Loaded state={detail}>{(data) => <DetailView detail={data} />}</Loaded>;
}

export default function TransactionDetailPage() {
  const id = transactionIdParam(useParams().id);
  return (
    <main className="transactions-page">
      {id === null ? <TransactionNotFound /> : <LoadedDetail key={id} id={id} />}
    </main>
  );
}
