import { Modal } from '../modal/Modal';

export interface PendingTransactionDialogProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** When given, a button opens this link in a new window. */
  gameLink?: string | null;
  gameLinkLabel?: string;
  okLabel?: string;
}

/** "a pending-transaction message dialog with an OK button and an optional 'game link' button". */
export function PendingTransactionDialog({
  open,
  message,
  onClose,
  gameLink,
  gameLinkLabel = 'Mở liên kết trò chơi',
  okLabel = 'OK',
}: PendingTransactionDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Thông báo"
      dismissOnBackdrop={false}
      footer={
        <>
          {gameLink ? (
            <a
              className="ui-btn ui-btn--ghost"
              href={gameLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {gameLinkLabel}
            </a>
          ) : null}
          <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
            {okLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
