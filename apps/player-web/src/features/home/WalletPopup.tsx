import { lazy, Suspense } from 'react';
import { ALL_WALLETS_PAGE_TITLE } from '@wallet/domain';
import { LoadingBlock, Modal } from '@wallet/ui';

// Its own chunk, asked for when the popup opens: home's first-load code does not carry the wallets.
const AllWallets = lazy(() => import('../../components/all-wallets/AllWallets'));

/**
 * 001 §2 "The same content appears as an all-wallets popup, opened from the home wallet tile."
 * The popup is headed as the page is ('Tất cả ví'); 'Tổng số dư' is the content's first line.
 */
export function WalletPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={ALL_WALLETS_PAGE_TITLE} closeLabel="Đóng">
      {open ? (
        <Suspense fallback={<LoadingBlock />}>
          <AllWallets />
        </Suspense>
      ) : null}
    </Modal>
  );
}
