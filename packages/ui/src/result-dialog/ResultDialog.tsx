import type { ReactNode } from 'react';
import { SOMETHING_WENT_WRONG, TRANSACTION_SUCCESSFUL } from '@wallet/domain';
import { Modal } from '../modal/Modal';
import { ErrorIcon, SuccessIcon } from '../icons/Icons';

export type ResultStatus = 'success' | 'error';

export interface ResultDialogProps {
  open: boolean;
  status: ResultStatus;
  onClose: () => void;
  /** Overrides the default line ('Your transaction was successful!' / 'Something went wrong'). */
  message?: string;
  /** Optional images from the site; the kit's own icons otherwise. */
  successImageSrc?: string;
  errorImageSrc?: string;
  okLabel?: string;
  /** Shows 'Chăm sóc khách hàng' (the withdraw modal's result popup). */
  onSupport?: () => void;
  /** What the player needs next, under the message (a visitor's transfer details). */
  children?: ReactNode;
}

const DEFAULT_MESSAGE: Record<ResultStatus, string> = {
  success: TRANSACTION_SUCCESSFUL,
  error: SOMETHING_WENT_WRONG,
};

/** The result of a deposit or withdraw request, with a success or an error image. */
export function ResultDialog({
  open,
  status,
  onClose,
  message,
  successImageSrc,
  errorImageSrc,
  okLabel = 'OK',
  onSupport,
  children,
}: ResultDialogProps) {
  const src = status === 'success' ? successImageSrc : errorImageSrc;
  const alt = status === 'success' ? 'Thành công' : 'Thất bại';
  return (
    <Modal
      open={open}
      onClose={onClose}
      ariaLabel={alt}
      dismissOnBackdrop={false}
      footer={
        <>
          {onSupport ? (
            <button type="button" className="ui-btn ui-btn--ghost" onClick={onSupport}>
              Chăm sóc khách hàng
            </button>
          ) : null}
          <button type="button" className="ui-btn ui-btn--primary" onClick={onClose}>
            {okLabel}
          </button>
        </>
      }
    >
      <div className="ui-modal__center">
        {src ? (
          <img src={src} alt={alt} width={96} height={96} />
        ) : status === 'success' ? (
          <SuccessIcon size={96} role="img" aria-label={alt} aria-hidden={false} />
        ) : (
          <ErrorIcon size={96} role="img" aria-label={alt} aria-hidden={false} />
        )}
        <p role="status">{message ?? DEFAULT_MESSAGE[status]}</p>
      </div>
      {children}
    </Modal>
  );
}
