import { Link } from 'react-router-dom';
import { ALL_WALLETS_TITLE, HOME_WALLET_TILE } from '@wallet/domain';
import { Modal } from '@wallet/ui';

/**
 * 001 §2 "The same content appears as an all-wallets popup, opened from the home wallet tile." The
 * game wallets arrive with the wallets issue; until then the popup shows the main balance and leads
 * to /profile/all-wallet.
 */
export function WalletPopup({
  open,
  onClose,
  balance,
}: {
  open: boolean;
  onClose: () => void;
  balance: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title={ALL_WALLETS_TITLE} closeLabel="Đóng">
      <p className="home__wallet-line">
        <span>{HOME_WALLET_TILE}</span>
        <strong>{balance}</strong>
      </p>
      <Link className="ui-btn ui-btn--primary ui-btn--block" to="/profile/all-wallet">
        Xem tất cả ví
      </Link>
    </Modal>
  );
}
