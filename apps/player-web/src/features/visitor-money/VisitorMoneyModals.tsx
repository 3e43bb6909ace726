import { lazy, Suspense } from 'react';
import { LoadingOverlay } from '@wallet/ui';
import { closeMoneyModal, useUi } from '../../lib/ui-store';

// Their code, and with it what they fetch, loads only when a visitor opens one.
const VisitorDepositModal = lazy(() => import('./VisitorDepositModal'));
const VisitorWithdrawModal = lazy(() => import('./VisitorWithdrawModal'));

/**
 * What shows while a modal's code loads, so the tap is answered at once. Not a dialog: a stand-in
 * dialog of the same name, replaced by the real one, was two dialogs in a row for a screen reader.
 */
const loading = <LoadingOverlay />;

/**
 * A visitor's 'NẠP TIỀN' and 'RÚT TIỀN' (000 §2, 001 §2) open these instead of navigating.
 */
export default function VisitorMoneyModals() {
  const open = useUi((s) => s.moneyModal);
  return (
    <>
      {open === 'deposit' ? (
        <Suspense fallback={loading}>
          <VisitorDepositModal onClose={closeMoneyModal} />
        </Suspense>
      ) : null}
      {open === 'withdraw' ? (
        <Suspense fallback={loading}>
          <VisitorWithdrawModal onClose={closeMoneyModal} />
        </Suspense>
      ) : null}
    </>
  );
}
