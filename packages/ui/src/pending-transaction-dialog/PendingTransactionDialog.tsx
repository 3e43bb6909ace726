import { Modal } from '../modal/Modal';

export interface PendingTransactionDialogProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** When given, a button opens this link in a new window. */
  gameLink?: string | null;
  gameLinkLabel?: string;
  okLabel?: string;
  /** A second, explicit choice beside OK (e.g. replacing the pending request). */
  secondaryAction?: { label: string; onClick: () => void; disabled?: boolean };
}

/** "a pending-transaction message dialog with an OK button and an optional 'game link' button". */
export function PendingTransactionDialog({
  open,
  message,
  onClose,
  gameLink,
  gameLinkLabel = 'Mở liên kết trò chơi',
  okLabel = 'OK',
  secondaryAction,
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
          {secondaryAction ? (
            <button
              type="button"
              className="ui-btn ui-btn--ghost"
              disabled={secondaryAction.disabled}
              onClick={secondaryAction.onClick}
            >
              {secondaryAction.label}
            </button>
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
