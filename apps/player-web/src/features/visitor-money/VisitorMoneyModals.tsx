import { lazy, Suspense } from 'react';
import { CLOSE_LABEL, DEPOSIT_MODAL_TITLE, WITHDRAW_MODAL_TITLE } from '@wallet/domain';
import { LoadingBlock, Modal } from '@wallet/ui';
import { closeMoneyModal, useUi } from '../../lib/ui-store';

// Their code, and with it what they fetch, loads only when a visitor opens one.
const VisitorDepositModal = lazy(() => import('./VisitorDepositModal'));
const VisitorWithdrawModal = lazy(() => import('./VisitorWithdrawModal'));

/** What shows while a modal's code loads: its frame, so the tap is answered at once. */
function Loading({ title }: { title: string }) {
  return (
    <Modal open onClose={closeMoneyModal} title={title} closeLabel={CLOSE_LABEL}>
      <LoadingBlock />
    </Modal>
  );
}

/**
 * A visitor's 'NẠP TIỀN' and 'RÚT TIỀN' (000 §2, 001 §2) open these instead of navigating.
 */
export default function VisitorMoneyModals() {
  const open = useUi((s) => s.moneyModal);
  return (
    <>
      {open === 'deposit' ? (
        <Suspense fallback={<Loading title={DEPOSIT_MODAL_TITLE} />}>
          <VisitorDepositModal onClose={closeMoneyModal} />
        </Suspense>
      ) : null}
      {open === 'withdraw' ? (
        <Suspense fallback={<Loading title={WITHDRAW_MODAL_TITLE} />}>
          <VisitorWithdrawModal onClose={closeMoneyModal} />
        </Suspense>
      ) : null}
    </>
  );
}
