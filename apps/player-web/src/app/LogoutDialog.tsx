import { LogoutConfirm } from '@wallet/ui';
import { useWalletSession } from '@wallet/shell';
import { cancelLogout } from '../lib/ui-store';

/**
 * 000 §1 the logout's confirmation, shown while the player's tap asks it: its code loads then, in
 * no page's first load.
 */
export default function LogoutDialog() {
  const { logout } = useWalletSession();
  return (
    <LogoutConfirm
      open
      onCancel={cancelLogout}
      onConfirm={() => {
        cancelLogout();
        logout();
      }}
    />
  );
}
