import { lazy, Suspense } from 'react';
import { CLOSE_LABEL, DEPOSIT_MODAL_TITLE } from '@wallet/domain';
import { LoadingBlock, Modal } from '@wallet/ui';
import { closeMoneyModal, useUi } from '../../lib/ui-store';

// Its code, and with it the payment methods it fetches, loads only when a visitor opens it.
const VisitorDepositModal = lazy(() => import('./VisitorDepositModal'));

/**
 * A visitor's 'NẠP TIỀN' and 'RÚT TIỀN' (000 §2, 001 §2) open these instead of navigating. The
 * withdraw form arrives with its own issue; here it opens and closes.
 */
export default function VisitorMoneyModals() {
  const open = useUi((s) => s.moneyModal);
  return (
    <>
      {open === 'deposit' ? (
        <Suspense
          fallback={
            <Modal
              open
              onClose={closeMoneyModal}
              title={DEPOSIT_MODAL_TITLE}
              closeLabel={CLOSE_LABEL}
            >
              <LoadingBlock />
            </Modal>
          }
        >
          <VisitorDepositModal onClose={closeMoneyModal} />
        </Suspense>
      ) : null}
      <Modal
        open={open === 'withdraw'}
        onClose={closeMoneyModal}
        title="RÚT TIỀN"
        closeLabel="Đóng"
      >
        <p>Rút tiền về tài khoản ngân hàng của bạn.</p>
      </Modal>
    </>
  );
}
