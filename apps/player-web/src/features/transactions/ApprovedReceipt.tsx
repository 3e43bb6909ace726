import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getUserQuery } from '@wallet/api';
import {
  DETAIL_ID_LABEL,
  DETAIL_TIME_LABEL,
  formatBalanceK,
  formatTransactionAmount,
  formatVietnamTime,
  RECEIPT_BALANCE_LABEL,
  RECEIPT_BALANCE_READING,
  RECEIPT_CLOSE_LABEL,
  RECEIPT_DEPOSIT_TITLE,
} from '@wallet/domain';
import { Button, Modal, Money, Receipt, type DetailItem } from '@wallet/ui';
import { useApi } from '@wallet/shell';
import {
  approvedInHistory,
  type ApprovedDeposit,
} from '../../components/pending-deposit/receipt-state';

/** The main balance read after the approval: read again if it has not been yet; left out if it failed. */
function useBalanceAfter(approved: ApprovedDeposit): DetailItem | null {
  const api = useApi();
  const user = useQuery(getUserQuery(api));
  const fresh = user.dataUpdatedAt >= approved.approvedAt;
  const failed = !fresh && user.errorUpdatedAt >= approved.approvedAt;
  const { refetch, isFetching } = user;
  useEffect(() => {
    if (!fresh && !failed && !isFetching) void refetch();
  }, [fresh, failed, isFetching, refetch]);
  if (failed) return null;
  const balance = Number(user.data?.balance);
  return {
    label: RECEIPT_BALANCE_LABEL,
    value:
      fresh && Number.isFinite(balance) ? (
        <Money>{formatBalanceK(balance)}</Money>
      ) : (
        RECEIPT_BALANCE_READING
      ),
  };
}

function ApprovedReceiptDialog({
  approved,
  onClose,
}: {
  approved: ApprovedDeposit;
  onClose: () => void;
}) {
  const balance = useBalanceAfter(approved);
  const items: DetailItem[] = [
    ...(approved.createdAt
      ? [{ label: DETAIL_TIME_LABEL, value: formatVietnamTime(approved.createdAt) }]
      : []),
    { label: DETAIL_ID_LABEL, value: approved.code, copyText: approved.code },
    ...(balance ? [balance] : []),
  ];
  return (
    <Modal
      open
      onClose={onClose}
      ariaLabel={RECEIPT_DEPOSIT_TITLE}
      footer={
        <Button variant="primary" block onClick={onClose}>
          {RECEIPT_CLOSE_LABEL}
        </Button>
      }
    >
      <Receipt
        title={RECEIPT_DEPOSIT_TITLE}
        amount={<Money>{formatTransactionAmount(approved.amount)}</Money>}
        items={items}
      />
    </Modal>
  );
}

/**
 * Issue 47 §2 "Once approved, the player sees a receipt: amount, time, transaction code, the main
 * balance after it": over the history the deposit's page went to (000 §4), once; closing it leaves
 * the history as it is, and a reload does not show it again.
 */
export function ApprovedReceipt() {
  const location = useLocation();
  const navigate = useNavigate();
  const approved = approvedInHistory(location.state);
  if (!approved) return null;
  const close = () => {
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  };
  return <ApprovedReceiptDialog approved={approved} onClose={close} />;
}
