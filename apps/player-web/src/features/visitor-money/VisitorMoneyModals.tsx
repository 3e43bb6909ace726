import { Modal } from '@wallet/ui';
import { closeMoneyModal, useUi } from '../../lib/ui-store';

/**
 * A visitor's 'NẠP TIỀN' and 'RÚT TIỀN' (000 §2, 001 §2) open these instead of navigating. Their
 * forms arrive with the money issue; here they open and close.
 */
export default function VisitorMoneyModals() {
  const open = useUi((s) => s.moneyModal);
  return (
    <>
      <Modal open={open === 'deposit'} onClose={closeMoneyModal} title="NẠP TIỀN" closeLabel="Đóng">
        <p>Nạp tiền bằng số điện thoại của bạn.</p>
      </Modal>
      <Modal
        open={open === 'withdraw'}
        onClose={closeMoneyModal}
        title="RÚT TIỀN"
        closeLabel="Đóng"
      >
        <p>Rút tiền về tài khoản ngân hàng của bạn.</p>
      </Modal>
    </>
  );
}
