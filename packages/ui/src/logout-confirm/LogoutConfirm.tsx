import { Modal } from '../modal/Modal';

export interface LogoutConfirmProps {
  open: boolean;
  /** 'Vâng, rời đi'. */
  onConfirm: () => void;
  /** 'Không, ở lại', Escape and a backdrop tap. */
  onCancel: () => void;
  /** The question; the spec does not word it. */
  message?: string;
}

/** "title 'Đăng xuất', … buttons 'Không, ở lại' (stay) and 'Vâng, rời đi' (leave)." */
export function LogoutConfirm({
  open,
  onConfirm,
  onCancel,
  message = 'Bạn có chắc chắn muốn rời đi không?',
}: LogoutConfirmProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Đăng xuất"
      role="alertdialog"
      footer={
        <>
          <button type="button" className="ui-btn ui-btn--ghost" onClick={onCancel}>
            Không, ở lại
          </button>
          <button type="button" className="ui-btn ui-btn--danger" onClick={onConfirm}>
            Vâng, rời đi
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
