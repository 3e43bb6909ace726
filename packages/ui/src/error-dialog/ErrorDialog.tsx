import { Modal } from '../modal/Modal';
import { ErrorIcon } from '../icons/Icons';

export interface ErrorDialogProps {
  open: boolean;
  /** The message to show (from the domain's error catalogue). */
  message: string;
  onClose: () => void;
  title?: string;
  /** The spec's "Close" button. */
  closeLabel?: string;
  /** false: a tap on the backdrop does not close it (001 §8 the visitor withdraw's pending popup). */
  dismissOnBackdrop?: boolean;
}

/** "a generic error dialog with a Close button". */
export function ErrorDialog({
  open,
  message,
  onClose,
  title = 'Thông báo',
  closeLabel = 'Đóng',
  dismissOnBackdrop = true,
}: ErrorDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      dismissOnBackdrop={dismissOnBackdrop}
      footer={
        <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      <div className="ui-modal__center">
        <ErrorIcon size={56} />
        <p>{message}</p>
      </div>
    </Modal>
  );
}
