import { CLOSE_LABEL, PROFILE_TILE_TRANSACTIONS } from '@wallet/domain';
import { Button, Modal } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';

/**
 * A deposit or withdrawal whose answer never came: the money guard's finding, and the way to the
 * history, where the player looks before sending it again (a history loaded on that visit frees the
 * same request, docs/decisions.md). Shared by the deposit and withdraw pages.
 */
export function MoneyOutcomeDialog({
  open,
  text,
  onClose,
  closeLabel = CLOSE_LABEL,
}: {
  open: boolean;
  text: string;
  onClose: () => void;
  /** The button that closes it: 'Đóng', or the withdraw page's 'OK' (001 §8). */
  closeLabel?: string;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Thông báo"
      role="alertdialog"
      footer={
        <>
          <Button variant="ghost" href={href('/transections')} renderLink={routerLink}>
            {PROFILE_TILE_TRANSACTIONS}
          </Button>
          <Button onClick={onClose}>{closeLabel}</Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}
