import { Link } from 'react-router-dom';
import { CLOSE_LABEL, PROFILE_TILE_TRANSACTIONS, TRANSACTIONS_ROUTE } from '@wallet/domain';
import { Modal } from '@wallet/ui';

/**
 * A deposit or withdrawal whose answer never came: the money guard's finding, and the way to the
 * history, where the player looks before sending it again (a history loaded on that visit frees the
 * same request, docs/decisions.md). Shared by the deposit and withdraw pages.
 */
export function MoneyOutcomeDialog({
  open,
  text,
  onClose,
}: {
  open: boolean;
  text: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Thông báo"
      role="alertdialog"
      footer={
        <>
          <Link className="ui-btn ui-btn--ghost" to={TRANSACTIONS_ROUTE}>
            {PROFILE_TILE_TRANSACTIONS}
          </Link>
          <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
            {CLOSE_LABEL}
          </button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
