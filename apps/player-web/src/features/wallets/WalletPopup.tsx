import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ALL_WALLETS_PAGE_TITLE } from '@wallet/domain';
import { LoadingBlock, Modal } from '@wallet/ui';
import { closeWalletPopup, useUi } from '../../lib/ui-store';

// Its own chunk, asked for when the popup opens: the first-load code does not carry the wallets.
const AllWallets = lazy(() => import('./AllWallets'));

/**
 * 001 §2 "The same content appears as an all-wallets popup, opened from the home wallet tile."
 * The popup is headed as the page is ('Tất cả ví'); 'Tổng số dư' is the content's first line. The
 * layout holds it (home's tile opens it through the ui store), so home does not import this
 * feature; leaving the page closes it, as when it was part of home.
 */
export function WalletPopup() {
  const open = useUi((s) => s.walletPopup);
  const { pathname } = useLocation();
  useEffect(() => closeWalletPopup, [pathname]);
  return (
    <Modal open={open} onClose={closeWalletPopup} title={ALL_WALLETS_PAGE_TITLE} closeLabel="Đóng">
      {open ? (
        <Suspense fallback={<LoadingBlock />}>
          <AllWallets />
        </Suspense>
      ) : null}
    </Modal>
  );
}
